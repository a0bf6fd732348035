#!/usr/bin/env node
// PaySpec adapter (protocol payspec/1) for the plain-Node.js port of the reference behaviour.
//
// Reads one JSON request per line on stdin, writes one JSON answer per line on stdout.
// The behaviour lives in port modules next to this file (comgate.js, seb_moneycollect.js); each
// exports { SUITES: { "suite.name": (input, choices) => output }, INVENTORY?, CHOICES? }.
// Missing modules are skipped; the handshake announces exactly the suites found.
//
//   adapter.js [--choice AMBIGUITY=OPTION]...
//
// declares an option of spec/ambiguities.json in the handshake and behaves by it (over CHOICES).
// The port implements every option of the register except those its modules list in
// NOT_IMPLEMENTED (a module exports { ambiguity: [option, ...] }); any other option stops the
// adapter before the handshake (exit status 2, the message lists the options it implements).
// No dependencies. See golden/PROTOCOL.md.
'use strict';
const fs = require('fs');
const path = require('path');
const readline = require('readline');

const PROTOCOL = 'payspec/1';
const MODULES = ['comgate.js', 'seb_moneycollect.js', 'inventory.js'];

function loadPorts() {
  const suites = {}, inventory = {}, choices = {}, notImplemented = {};
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
    for (const [ambiguity, options] of Object.entries(mod.NOT_IMPLEMENTED || {})) {
      notImplemented[ambiguity] = (notImplemented[ambiguity] || []).concat(options);
    }
  }
  return { suites, inventory, choices, notImplemented };
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

// The options this port implements: every option of the register but the modules' NOT_IMPLEMENTED.
function implementedOptions(notImplemented) {
  const file = path.join(__dirname, '..', '..', '..', 'spec', 'ambiguities.json');
  const rows = JSON.parse(fs.readFileSync(file, 'utf8')).rows;
  return new Map(rows.map((r) => [r.id, r.options.map((o) => (typeof o === 'string' ? o : o.id))
    .filter((o) => !(notImplemented[r.id] || []).includes(o))]));
}

// The --choice AMBIGUITY=OPTION options, each checked against what the port implements; a message on misuse.
// The modules' CHOICES are checked the same way.
function declaredChoices(argv, notImplemented, fromModules) {
  // nothing declared: the register is not needed (an adapter copied on its own runs)
  if (argv.length === 0 && Object.keys(fromModules).length === 0) return {};
  const options = implementedOptions(notImplemented);
  const pairs = Object.entries(fromModules);
  const declared = {};
  for (let i = 0; i < argv.length; i += 2) {
    if (argv[i] !== '--choice' || i + 1 >= argv.length) {
      return `unknown or incomplete option ${JSON.stringify(argv[i])} (usage: adapter.js [--choice AMBIGUITY=OPTION]...)`;
    }
    const text = argv[i + 1];
    const eq = text.indexOf('=');
    if (eq <= 0 || eq === text.length - 1) return '--choice needs AMBIGUITY=OPTION';
    if (Object.prototype.hasOwnProperty.call(declared, text.slice(0, eq))) {
      return `--choice ${JSON.stringify(text.slice(0, eq))} is given twice`;
    }
    declared[text.slice(0, eq)] = text.slice(eq + 1);
    pairs.push([text.slice(0, eq), text.slice(eq + 1)]);
  }
  for (const [ambiguity, option] of pairs) {
    if (!options.has(ambiguity)) return `unknown ambiguity ${JSON.stringify(ambiguity)}; known: ${[...options.keys()].join(', ')}`;
    if (!options.get(ambiguity).includes(option)) {
      return `ambiguity ${ambiguity}: option ${JSON.stringify(option)} is not in the register or not implemented by this port; `
        + `it implements: ${options.get(ambiguity).join(', ')}`;
    }
  }
  return declared;
}

function main() {
  const { suites, inventory, choices, notImplemented } = loadPorts();
  const declared = declaredChoices(process.argv.slice(2), notImplemented, choices);
  if (typeof declared === 'string') {
    process.stderr.write(`adapter.js: ${declared}\n`);
    process.exitCode = 2;
    return;
  }
  Object.assign(choices, declared);
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
