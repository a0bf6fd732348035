#!/usr/bin/env node
// PaySpec adapter (protocol payspec/1) for the plain-Node.js port of the reference behaviour.
//
// Reads one JSON request per line on stdin, writes one JSON answer per line on stdout.
// The behaviour lives in port modules next to this file (comgate.js, seb_moneycollect.js); each
// exports { SUITES: { "suite.name": (input, choices) => output }, INVENTORY?, CHOICES? }.
// Missing modules are skipped; the handshake announces exactly the suites found.
// No dependencies. See golden/PROTOCOL.md.
'use strict';
const path = require('path');
const readline = require('readline');

const PROTOCOL = 'payspec/1';
const MODULES = ['comgate.js', 'seb_moneycollect.js', 'inventory.js'];

function loadPorts() {
  const suites = {}, inventory = {}, choices = {};
  for (const name of MODULES) {
    const file = path.join(__dirname, name);
    let mod;
    try {
      mod = require(file);
    } catch (e) {
      if (e && e.code === 'MODULE_NOT_FOUND' && String(e.message).includes(file)) continue; // port not there (yet)
      throw e;
    }
    Object.assign(suites, mod.SUITES || {});
    Object.assign(inventory, mod.INVENTORY || {});
    Object.assign(choices, mod.CHOICES || {});
  }
  return { suites, inventory, choices };
}

// Canonical JSON: sorted keys, compact.
function canonical(value) {
  if (Array.isArray(value)) return '[' + value.map(canonical).join(',') + ']';
  if (value && typeof value === 'object') {
    return '{' + Object.keys(value).sort().filter((k) => value[k] !== undefined)
      .map((k) => JSON.stringify(k) + ':' + canonical(value[k])).join(',') + '}';
  }
  return value === undefined ? 'null' : JSON.stringify(value);
}

function main() {
  const { suites, inventory, choices } = loadPorts();
  let pending = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (!pending.length) return;
    process.stdout.write(pending.join('\n') + '\n');
    pending = [];
  };
  const send = (message) => {
    pending.push(canonical(message));
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush); // batch the answers of one chunk of input into one write
    }
  };
  // A pipe on stdout is asynchronous in Node: exiting at once would drop the answers still
  // queued. So the adapter ends stdout and exits only once the stream reports every write done.
  let ending = false;
  const finish = () => {
    if (ending) return;
    ending = true;
    flush();
    process.stdout.end(() => process.exit(0));
  };
  const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity, terminal: false });
  rl.on('line', (line) => {
    if (!line.trim()) return;
    let request;
    try {
      request = JSON.parse(line);
    } catch (e) {
      process.stderr.write('adapter.js: ignoring a line that is not JSON\n');
      return;
    }
    switch (request.type) {
      case 'handshake':
        send({
          type: 'handshake', protocol: PROTOCOL,
          implementation: { name: 'payspec-node', version: '0.1.0', language: 'javascript' },
          suites: Object.keys(suites).sort(), choices,
        });
        break;
      case 'vector': {
        const fn = suites[request.suite];
        if (!fn) {
          send({ type: 'unsupported', id: request.id, reason: `suite ${request.suite} not ported to Node.js` });
          break;
        }
        try {
          send({ type: 'result', id: request.id, output: fn(request.input, choices) });
        } catch (e) {
          process.stderr.write(String(e && e.stack || e) + '\n');
          send({ type: 'error', id: request.id, message: String(e && e.message || e) });
        }
        break;
      }
      case 'inventory':
        send({ type: 'inventory', inventory });
        break;
      case 'shutdown':
        rl.close(); // 'close' below ends stdout once the answers are out
        break;
      default:
        process.stderr.write(`adapter.js: ignoring message type ${JSON.stringify(request.type)}\n`);
    }
  });
  rl.on('close', finish);
}

main();
