'use strict';
/**
 * PaySpec reference behaviour of the SEB PaymentKit and MoneyCollect suites, in plain Node.js.
 *
 * SUITES maps a suite name to function(input, choices) -> output. `choices` maps an ambiguity id
 * to the declared option; missing ids take the reference choice from spec/ambiguities.json.
 * Input and output shapes: golden/suites/seb-moneycollect.md.
 */
const fs = require('fs');
const path = require('path');
const crypto = require('crypto');

const SPEC = path.join(__dirname, '..', '..', '..', 'spec');
const rows = (table) => JSON.parse(fs.readFileSync(path.join(SPEC, `${table}.json`), 'utf8')).rows;

const AMBIGUITY_REFERENCE = Object.fromEntries(rows('ambiguities').map((r) => [r.id, r.choice]));
const SEB_STATUS_ROWS = rows('seb/platform-statuses');
const SEB_STATUSES = new Map(SEB_STATUS_ROWS.filter((r) => 'status' in r).map((r) => [r.status, r.outcome]));
const SEB_UNRECOGNISED = SEB_STATUS_ROWS.find((r) => r.match === 'unrecognised').outcome;
const SEB_TERMINATIONS = new Map(rows('seb/flow-terminations').map((r) => [r.termination, r]));
const SEB_LOOKUP = rows('seb/status-lookup');
const MC_STATUS_ROWS = rows('moneycollect/statuses');
const MC_STATUSES = new Map(MC_STATUS_ROWS.filter((r) => 'status' in r).map((r) => [r.status, r]));
const MC_DEFAULT = MC_STATUS_ROWS.find((r) => r.match === 'default').message;
const MC_MARKERS = rows('moneycollect/return-url-markers').sort((a, b) => a.order - b.order).map((r) => r.marker);

/** The input does not fit the suite's contract. */
class InputError extends Error {}

const choice = (choices, id) => (choices && id in choices ? choices[id] : AMBIGUITY_REFERENCE[id]);
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

function field(obj, key, where) {
  if (!isObject(obj)) throw new InputError(`${where}: expected an object`);
  if (!(key in obj)) throw new InputError(`${where}: missing field "${key}"`);
  return obj[key];
}
function str(obj, key, where) {
  const v = field(obj, key, where);
  if (typeof v !== 'string') throw new InputError(`${where}: "${key}" must be a string`);
  return v;
}
function optStr(obj, key, where) {
  const v = field(obj, key, where);
  if (v !== null && typeof v !== 'string') throw new InputError(`${where}: "${key}" must be a string or null`);
  return v;
}
function optObj(obj, key, where) {
  const v = field(obj, key, where);
  if (v !== null && !isObject(v)) throw new InputError(`${where}: "${key}" must be an object or null`);
  return v;
}
function arr(obj, key, where) {
  const v = field(obj, key, where);
  if (!Array.isArray(v)) throw new InputError(`${where}: "${key}" must be an array`);
  return v;
}
/** A member that may be absent or null, else a string. */
function memberStr(obj, key, where) {
  const v = isObject(obj) ? obj[key] : undefined;
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string') throw new InputError(`${where} must be a string or null`);
  return v;
}

// SEB ---------------------------------------------------------------------------------------------

function sebMap(raw, choices) {
  if (raw === null || raw === undefined) return ['unresolved', null];
  const matched = choice(choices, 'seb-status-matching') === 'normalised' ? raw.trim().toUpperCase() : raw;
  const outcome = SEB_STATUSES.has(matched) ? SEB_STATUSES.get(matched) : SEB_UNRECOGNISED;
  if (raw === '' && choice(choices, 'seb-empty-status') === 'as-nil') return ['unresolved', null];
  return [outcome, raw];
}

function sebStatusOutcome(input, choices) {
  const [outcome, kept] = sebMap(str(input, 'status', 'input'), choices);
  return { outcome, paymentStatus: kept };
}

function sebResultFields(input, choices) {
  const flow = str(input, 'flow', 'input');
  if (flow !== 'hosted' && flow !== 'card') throw new InputError('input: "flow" must be "hosted" or "card"');
  const error = optStr(input, 'error', 'input');
  let [outcome, kept] = sebMap(optStr(input, 'paymentStatus', 'input'), choices);
  if (error !== null) {
    const hostedFails = choice(choices, 'seb-hosted-error-outcome') === 'failed';
    outcome = flow === 'card' || hostedFails ? 'failed' : 'unresolved';
  }
  const key = choice(choices, 'seb-outcome-field-name') === 'rezultatas' ? 'rezultatas' : 'outcome';
  return {
    [key]: outcome, paymentId: str(input, 'paymentId', 'input'), paymentStatus: kept,
    orderNumber: optStr(input, 'orderNumber', 'input'),
    sessionId: flow === 'card' ? optStr(input, 'sessionId', 'input') : null, error,
  };
}

function sebAnswer(asked, answer, where, choices) {
  const status = optStr(answer, 'paymentStatus', where);
  const orderNumber = optStr(answer, 'orderNumber', where);
  const error = optStr(answer, 'error', where);
  let [outcome, kept] = sebMap(status, choices);
  if (error !== null && (choice(choices, 'seb-resolver-status-and-error') === 'error-wins' || status === null)) {
    outcome = 'unresolved';
  }
  return { asked, outcome, paymentStatus: kept, orderNumber, error };
}

function sebResolution(input, choices) {
  const base = optStr(input, 'apiBaseURL', 'input');
  const resolver = optObj(input, 'resolver', 'input');
  const lookup = optObj(input, 'lookup', 'input');
  if (resolver !== null) return sebAnswer('resolver', resolver, 'input.resolver', choices);
  if (base === null) {
    return { asked: 'none', outcome: 'unresolved', paymentStatus: null, orderNumber: null, error: null };
  }
  if (lookup === null) throw new InputError('input: apiBaseURL is set but "lookup" is null');
  return sebAnswer('lookup', lookup, 'input.lookup', choices);
}

// The template with its placeholders filled in one pass: a value that itself holds '{uuid}' or
// '{paymentId}' is sent as it is (chained replacements would fill it too). A function replacer,
// so '$&' in a value is not a replacement pattern.
function fill(template, values) {
  return template.replace(/\{(apiBaseURL|paymentId|verificationKey|uuid)\}/g, (m, name) =>
    Object.prototype.hasOwnProperty.call(values, name) ? values[name] : m);
}

function sebLookupRequest(input, choices) {
  let base = str(input, 'apiBaseURL', 'input');
  const paymentId = str(input, 'paymentId', 'input');
  const key = str(input, 'verificationKey', 'input');
  if (choice(choices, 'seb-base-url-trailing-slash') === 'join-one-slash') base = base.replace(/\/+$/, '');
  const out = { method: null, url: null, headers: [] };
  for (const row of SEB_LOOKUP) {
    if (row.part === 'method') out.method = row.value;
    if (row.part === 'url') {
      // seb-payment-id-path-encoding: a path segment keeps the sub-delimiters, ':' and '@'
      const segment = choice(choices, 'seb-payment-id-path-encoding') === 'percent-encode'
        ? encodeURIComponent(paymentId).replace(/%(2[46BC]|3[ABD]|40)/g, (m) => decodeURIComponent(m))
        : paymentId;
      out.url = fill(row.value, { apiBaseURL: base, paymentId: segment });
    }
    if (row.part === 'header') {
      const value = fill(row.value, { verificationKey: key, uuid: crypto.randomUUID() });
      out.headers.push({ name: row.name, value });
    }
  }
  return out;
}

function termination(name) {
  const row = SEB_TERMINATIONS.get(name);
  if (!row) throw new InputError(`unknown termination "${name}"`);
  const outcome = row.outcome === 'resolved' ? null : row.outcome;
  return { outcome, error: row.error ?? null, immediate: !!row.immediate };
}

function sebFlowTerminations(input) {
  const t = termination(str(input, 'termination', 'input'));
  return { outcome: t.outcome, resolvesStatus: t.outcome === null, error: t.error, immediate: t.immediate };
}

const action = (name, paymentId) => ({ action: name, paymentId, thread: null, outcome: null, error: null });
const callback = (paymentId, outcome, error) => ({ action: 'callback', paymentId, thread: 'main', outcome, error });

function sebCallbackContract(input, choices) {
  let onScreen = null;
  const started = new Set();
  const trace = [];
  arr(input, 'events', 'input').forEach((event, i) => {
    const where = `events[${i}]`;
    const paymentId = str(event, 'paymentId', where);
    const kind = str(event, 'event', where);
    if (kind === 'start') {
      started.add(paymentId);
      if (onScreen !== null) {
        trace.push(callback(paymentId, 'failed', 'invalidRequest'));
      } else {
        onScreen = paymentId;
        trace.push(action('present', paymentId));
      }
    } else if (kind === 'end') {
      if (!started.has(paymentId)) throw new InputError(`${where}: payment ${paymentId} was never started`);
      const t = termination(str(event, 'termination', where));
      if (onScreen !== paymentId) return;
      onScreen = null;
      const status = typeof event.status === 'string' ? event.status : null;
      const outcome = t.outcome === null ? sebMap(status, choices)[0] : t.outcome;
      trace.push(action('dismiss', paymentId), callback(paymentId, outcome, t.error));
    } else {
      throw new InputError(`${where}: unknown event "${kind}"`);
    }
  });
  return { trace, callbacks: trace.filter((t) => t.action === 'callback').length };
}

// MoneyCollect ------------------------------------------------------------------------------------

function mcMessage(data, choices) {
  const status = memberStr(data, 'status', 'data.status');
  let row = status === null ? undefined : MC_STATUSES.get(status);
  if (!row && status !== null && choice(choices, 'mc-status-case') === 'case-insensitive') {
    row = MC_STATUSES.get(status.toLowerCase());
  }
  if (!row) return MC_DEFAULT;
  if (row.messageFrom === 'data.errorMessage') {
    const text = memberStr(data, 'errorMessage', 'data.errorMessage');
    if (text === null && choice(choices, 'mc-missing-error-message') === 'empty') return '';
    return text;
  }
  return row.message;
}

function mcConfirmResponse(input, choices) {
  const error = optStr(input, 'error', 'input');
  if (error !== null) return { action: 'message', message: error, redirect: null };
  const response = field(input, 'response', 'input') || {};
  mcCheckNulls(response, choices);
  const data = isObject(response.data) ? response.data : null;
  const code = memberStr(response, 'code', 'response.code');
  const checksCode = choice(choices, 'mc-confirm-checks-code');
  if ((checksCode === 'check-code' && code !== null && code !== 'success') || (checksCode === 'require-success' && code !== 'success')) {
    return { action: 'message', message: memberStr(response, 'msg', 'response.msg'), redirect: null };
  }
  const nextAction = data ? data.nextAction : null;
  if (nextAction !== null && nextAction !== undefined) {
    const needsURL = choice(choices, 'mc-redirect-needs-url');
    if (needsURL === 'android-demo') return mcAndroidDemoRedirect(nextAction, data, choices);
    const url = memberStr(nextAction, 'redirectToUrl', 'data.nextAction.redirectToUrl');
    if (needsURL === 'sample' || url) return mcRedirect(url, data);
  }
  return { action: 'message', message: mcMessage(data, choices), redirect: null };
}

function mcRedirect(url, data) {
  const redirect = { url, paymentId: data.id ?? null, clientSecret: data.clientSecret ?? null };
  return { action: 'redirect', message: null, redirect };
}

// mc-redirect-needs-url=android-demo: the redirect needs a type and that type's URL (a WeChat Pay
// H5 action carries its URL in its own member); without both, the message of a payment with no status.
function mcAndroidDemoRedirect(nextAction, data, choices) {
  const type = memberStr(nextAction, 'type', 'data.nextAction.type') ?? '';
  const url = type === 'wechat_pay_h5'
    ? memberStr(isObject(nextAction) ? nextAction.wechatPayH5 : null, 'redirectToUrl', 'data.nextAction.wechatPayH5.redirectToUrl')
    : memberStr(nextAction, 'redirectToUrl', 'data.nextAction.redirectToUrl');
  if (!type || !url) return { action: 'message', message: mcMessage({ status: null }, choices), redirect: null };
  return mcRedirect(url, data);
}

// mc-json-null=platform-undefined: a body holding a JSON null has no reading there.
function mcCheckNulls(body, choices) {
  if (choice(choices, 'mc-json-null') === 'platform-undefined' && holdsNull(body, true)) {
    throw new InputError('a JSON null in the response body has no reading under mc-json-null=platform-undefined');
  }
}

function holdsNull(value, top = false) {
  if (value === null) return !top;
  if (Array.isArray(value)) return value.some((v) => holdsNull(v));
  if (isObject(value)) return Object.values(value).some((v) => holdsNull(v));
  return false;
}

function mcReturnURL(input, choices) {
  const url = str(input, 'url', 'input');
  if (choice(choices, 'mc-return-url-substring') === 'query-parameter') {
    // RFC 3986: the query runs from the first '?' to the '#'; a '?' after the '#' is the fragment's
    const beforeFragment = url.split('#')[0];
    const q = beforeFragment.indexOf('?');
    const query = q < 0 ? '' : beforeFragment.slice(q + 1);
    const names = new Set(query.split('&').filter(Boolean).map((p) => p.split('=')[0]));
    return { retrieve: MC_MARKERS.every((m) => names.has(m)) };
  }
  return { retrieve: MC_MARKERS.every((m) => url.includes(m)) };
}

function mcRetrieve(answer, choices, where) {
  const error = optStr(answer, 'error', where);
  const response = field(answer, 'response', where);
  const paymentOnly = choice(choices, 'mc-result-object') === 'payment-data';
  // the error gives the message; the response goes on to completeBlock as received
  if (error !== null) return [error, paymentOnly ? null : response];
  const body = response || {};
  mcCheckNulls(body, choices);
  if (memberStr(body, 'code', 'response.code') === 'success') {
    const object = paymentOnly ? (body.data ?? null) : response;
    return [mcMessage(isObject(body.data) ? body.data : null, choices), object];
  }
  return [memberStr(body, 'msg', 'response.msg'), paymentOnly ? null : response];
}

function mcRetrieveResponse(input, choices) {
  const [message, response] = mcRetrieve(input, choices, 'input');
  return { message, responseObject: response, sequence: ['complete', 'dismiss'] };
}

function mcExitPrompt(input, choices) {
  const trace = [];
  let prompt = false;
  let open = true;
  let retrieves = 0;
  arr(input, 'events', 'input').forEach((event, i) => {
    if (!open) throw new InputError(`events[${i}]: ${event} after the page was dismissed`);
    if (event === 'backPressed' && prompt) {
      // Return while the prompt shows: ambiguity mc-back-while-prompt
      const option = choice(choices, 'mc-back-while-prompt');
      if (option === 'show-again') trace.push({ action: 'showExitPrompt', message: null });
      else if (option === 'close-prompt') {
        prompt = false;
        trace.push({ action: 'hideExitPrompt', message: null });
      }
    } else if (event === 'backPressed') {
      prompt = true;
      trace.push({ action: 'showExitPrompt', message: null });
    } else if (event === 'exitDismissed' && prompt) {
      prompt = false;
      trace.push({ action: 'hideExitPrompt', message: null });
    } else if (event === 'exitConfirmed' && prompt) {
      const answer = optObj(input, 'retrieve', 'input');
      if (answer === null) throw new InputError('input: "retrieve" is needed to exit');
      const [message] = mcRetrieve(answer, choices, 'input.retrieve');
      retrieves += 1;
      trace.push({ action: 'retrievePayment', message: null }, { action: 'complete', message },
        { action: 'dismissPage', message: null });
      prompt = false;
      open = false;
    } else {
      throw new InputError(`events[${i}]: unexpected event ${JSON.stringify(event)}`);
    }
  });
  return { trace, retrieveCalls: retrieves, pageOpen: open };
}

const SUITES = {
  'seb.status-outcome': sebStatusOutcome,
  'seb.result-fields': sebResultFields,
  'seb.resolution': sebResolution,
  'seb.lookup-request': sebLookupRequest,
  'seb.flow-terminations': sebFlowTerminations,
  'seb.callback-contract': sebCallbackContract,
  'moneycollect.confirm-response': mcConfirmResponse,
  'moneycollect.return-url': mcReturnURL,
  'moneycollect.retrieve-response': mcRetrieveResponse,
  'moneycollect.exit-prompt': mcExitPrompt,
};

module.exports = { SUITES, InputError };
