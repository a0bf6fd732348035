#!/usr/bin/env node
'use strict';
// Checks a Node port against the golden vectors.
//
// Usage: check-ports.js MODULE.js [GOLDEN_DIR]
//
// Loads MODULE.js, which exports SUITES = {suite: function(input, choices) -> output}, and runs
// every vector of every golden file (default: the repository's golden/) whose suite the module
// has: once with the reference choices against "expect", and once per "expectByChoice" entry
// with that option declared. An ambiguity the module declares in CHOICES is judged under that
// option only, as `payspec run` judges the handshake's choices. An expected {"$match": "uuid"} accepts any UUID string,
// {"$match": "any"} anything and {"$ignoringCase": "X-Request-Id"} that string in any letter case. Prints each failure and a summary; exits 1 when anything fails.

const fs = require('fs');
const path = require('path');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const show = (v) => (v === undefined ? 'nothing' : JSON.stringify(v));
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Every path where actual differs from expected, as text. */
function mismatches(expected, actual, at = 'expect') {
  if (isObject(expected) && Object.keys(expected).length === 1 && typeof expected.$match === 'string') {
    const uuid = typeof actual === 'string' && UUID.test(actual);
    const ok = expected.$match === 'any' || (expected.$match === 'uuid' && uuid);
    return ok ? [] : [`${at}: expected a ${expected.$match}, got ${show(actual)}`];
  }
  if (isObject(expected) && Object.keys(expected).length === 1 && typeof expected.$ignoringCase === 'string') {
    const ok = typeof actual === 'string' && actual.toLowerCase() === expected.$ignoringCase.toLowerCase();
    return ok ? [] : [`${at}: expected ${show(expected.$ignoringCase)} in any case, got ${show(actual)}`];
  }
  if (isObject(expected) && isObject(actual)) {
    const keys = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
    return keys.flatMap((k) => {
      if (!(k in actual)) return [`${at}.${k}: missing`];
      if (!(k in expected)) return [`${at}.${k}: unexpected ${show(actual[k])}`];
      return mismatches(expected[k], actual[k], `${at}.${k}`);
    });
  }
  if (Array.isArray(expected) && Array.isArray(actual) && expected.length === actual.length) {
    return expected.flatMap((e, n) => mismatches(e, actual[n], `${at}[${n}]`));
  }
  return expected === actual ? [] : [`${at}: expected ${show(expected)}, got ${show(actual)}`];
}

function run(fn, vector, expected, choices) {
  try {
    return mismatches(expected, fn(vector.input, choices));
  } catch (error) {
    return [`threw ${error && error.message ? error.message : String(error)}`];
  }
}

function main(argv) {
  if (argv.length < 1) {
    process.stderr.write('usage: check-ports.js MODULE.js [GOLDEN_DIR]\n');
    return 2;
  }
  const { SUITES, CHOICES = {} } = require(path.resolve(argv[0]));
  const golden = argv[1] || path.join(__dirname, '..', '..', '..', 'golden');
  let passed = 0;
  let failed = 0;
  const perSuite = {};
  for (const name of fs.readdirSync(golden).filter((n) => n.endsWith('.json')).sort()) {
    const suite = JSON.parse(fs.readFileSync(path.join(golden, name), 'utf8'));
    const fn = SUITES[suite.suite];
    if (typeof fn !== 'function') continue;
    const counts = (perSuite[suite.suite] = perSuite[suite.suite] || [0, 0]);
    for (const vector of suite.vectors) {
      const byChoice = vector.expectByChoice || {};
      const declared = Object.keys(CHOICES).find((a) => `${a}=${CHOICES[a]}` in byChoice);
      const runs = [declared ? [byChoice[`${declared}=${CHOICES[declared]}`], CHOICES, ` [${declared}=${CHOICES[declared]}]`]
        : [vector.expect, CHOICES, '']];
      for (const key of Object.keys(byChoice).sort()) {
        // a key may name several options at once: "a=x,b=y"
        const pairs = key.split(',').map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]);
        if (pairs.some(([ambiguity]) => ambiguity in CHOICES)) continue;
        runs.push([byChoice[key], { ...CHOICES, ...Object.fromEntries(pairs) }, ` [${key}]`]);
      }
      for (const [expected, choices, label] of runs) {
        const problems = run(fn, vector, expected, choices);
        if (problems.length) {
          failed += 1;
          counts[1] += 1;
          console.log(`FAIL ${vector.id}${label}: ${problems.slice(0, 3).join('; ')}`);
        } else {
          passed += 1;
          counts[0] += 1;
        }
      }
    }
  }
  for (const s of Object.keys(perSuite).sort()) console.log(`${s}: ${perSuite[s][0]} passed, ${perSuite[s][1]} failed`);
  console.log(`${path.basename(argv[0])}: ${passed} passed, ${failed} failed, ${Object.keys(perSuite).length} suites`);
  return failed || Object.keys(perSuite).length === 0 ? 1 : 0;
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));

module.exports = { mismatches };
