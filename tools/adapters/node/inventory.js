'use strict';
// What the Node.js port knows, by spec table: its answer to the inventory request of
// `payspec drift --adapter` (golden/PROTOCOL.md, section 3), read from the spec tables the port
// modules map with.
const fs = require('fs');
const path = require('path');

const SPEC = path.join(__dirname, '..', '..', '..', 'spec');
const rows = (table) => JSON.parse(fs.readFileSync(path.join(SPEC, `${table}.json`), 'utf8')).rows;
const values = (table, field) => [...new Set(rows(table).filter((r) => field in r).map((r) => r[field]))].sort();

const INVENTORY = {
  'comgate/errors': values('comgate/errors', 'code'),
  'comgate/error-reasons': values('comgate/error-reasons', 'reason'),
  'comgate/translation-keys': rows('comgate/translation-keys').sort((a, b) => a.order - b.order).map((r) => r.key),
  'comgate/languages': rows('comgate/languages').sort((a, b) => a.sortIndex - b.sortIndex).map((r) => r.code),
  'seb/platform-statuses': values('seb/platform-statuses', 'status'),
  'seb/outcomes': values('seb/outcomes', 'outcome'),
  'moneycollect/statuses': values('moneycollect/statuses', 'status'),
};

module.exports = { INVENTORY };
