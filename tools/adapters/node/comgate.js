'use strict';
// PaySpec Comgate suites in plain Node.js (standard library only).
//
// SUITES maps a suite name to a function (input, choices) -> output. `choices` maps an
// ambiguity id to the option in force; a missing id takes the reference choice of
// spec/ambiguities.json. Tables and translations are read from the repository's spec/ folder.
// An input that breaks a suite's contract throws an Error.

const fs = require('fs');
const path = require('path');

const SPEC = path.join(__dirname, '..', '..', '..', 'spec');
const rows = (table) => JSON.parse(fs.readFileSync(path.join(SPEC, table + '.json'), 'utf8')).rows;
const index = (list, key) => Object.fromEntries(list.map((r) => [r[key], r]));

const ERRORS = rows('comgate/errors');
const ERROR_BY_CODE = index(ERRORS, 'code');
const ERROR_BY_CASE = index(ERRORS, 'case');
const REASONS = index(rows('comgate/error-reasons'), 'reason');
const RESULTS = index(rows('comgate/payment-results'), 'case');
const INIT_FAILURES = index(rows('comgate/init-failures'), 'cause');
const LANGUAGE_ROWS = rows('comgate/languages').sort((a, b) => a.sortIndex - b.sortIndex);
const LANGUAGES = index(LANGUAGE_ROWS, 'code');
const SUPPORTED = LANGUAGE_ROWS.map((r) => r.code);
const KEYS = rows('comgate/translation-keys').sort((a, b) => a.order - b.order);
const KEY_BY_NAME = index(KEYS, 'key');
const RULES = index(rows('comgate/validation-rules'), 'id');
const REFERENCE_CHOICES = Object.fromEntries(rows('ambiguities').map((r) => [r.id, r.choice]));
const TEXTS = Object.fromEntries(SUPPORTED.map((code) => [
  code, Object.fromEntries(rows('translations/' + code).map((r) => [r.key, r.value])),
]));

const has = (object, key) => Object.prototype.hasOwnProperty.call(object, key);
const lookup = (table, key) => (typeof key === 'string' && has(table, key) ? table[key] : undefined);
const choice = (choices, id) => (choices && has(choices, id) ? choices[id] : REFERENCE_CHOICES[id]);

/** Reads fields of one input, throwing for a missing field or a wrong type. */
class Input {
  constructor(value, suite) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new Error(`${suite}: input must be an object`);
    }
    this.value = value;
    this.suite = suite;
  }

  field(name) {
    if (!has(this.value, name)) throw new Error(`${this.suite}: missing field "${name}"`);
    return this.value[name];
  }

  typed(name, ok, what) {
    const v = this.field(name);
    if (!ok(v)) throw new Error(`${this.suite}: field "${name}" must be ${what}`);
    return v;
  }

  string(name) { return this.typed(name, (v) => typeof v === 'string', 'a string'); }
  int(name) { return this.typed(name, (v) => Number.isInteger(v), 'an integer'); }
  bool(name) { return this.typed(name, (v) => typeof v === 'boolean', 'a boolean'); }
  array(name) { return this.typed(name, Array.isArray, 'an array'); }

  optionalString(name) {
    const v = has(this.value, name) ? this.value[name] : null;
    if (v !== null && typeof v !== 'string') throw new Error(`${this.suite}: field "${name}" must be a string or null`);
    return v;
  }

  unknownOp(op) { return new Error(`${this.suite}: unknown op "${op}"`); }
}

function errorCodes(value) {
  const i = new Input(value, 'comgate.error-codes');
  const op = i.string('op');
  if (op === 'lookup') {
    const row = lookup(ERROR_BY_CODE, i.string('code'));
    return row ? { known: true, case: row.case, category: row.category } : { known: false, case: null, category: null };
  }
  if (op === 'describe') {
    const row = lookup(ERROR_BY_CASE, i.string('case'));
    return row ? { known: true, code: row.code, category: row.category } : { known: false, code: null, category: null };
  }
  if (op === 'message') {
    const row = lookup(ERROR_BY_CASE, i.string('case'));
    return { known: Boolean(row), message: row ? row.message : null };
  }
  throw i.unknownOp(op);
}

function errorReasons(value) {
  const i = new Input(value, 'comgate.error-reasons');
  i.field('errorReason');
  const raw = i.optionalString('errorReason');
  const row = raw === null ? undefined : lookup(REASONS, raw);
  return {
    errorReason: raw, known: Boolean(row), documented: Boolean(row && row.documented),
    meaning: row ? row.meaning : null,
  };
}

function paymentResult(value) {
  const i = new Input(value, 'comgate.payment-result');
  i.optionalString('errorReason');
  i.optionalString('error');
  const row = lookup(RESULTS, i.string('result'));
  if (!row) return { known: false, final: null, classification: null };
  return { known: true, final: row.final, classification: row.classification };
}

function show(op, state, texts, choices) {
  const kind = op.string('result');
  const row = lookup(RESULTS, kind);
  if (!row) throw new Error(`comgate.status-view: unknown result "${kind}"`);
  let text;
  if (row.statusText === 'errorReason') {
    const reason = op.optionalString('errorReason');
    if (reason === null) {
      const option = choice(choices, 'cancelled-nil-reason-text');
      if (option === 'hidden') {
        state.visible = false;
        return;
      }
      text = option === 'empty' ? '' : '-';
    } else if (choice(choices, 'cancelled-reason-text') === 'meaning' && lookup(REASONS, reason)) {
      text = REASONS[reason].meaning;
    } else {
      text = reason;
    }
  } else if (row.statusText === 'error.message') {
    const error = lookup(ERROR_BY_CODE, op.string('error'));
    if (!error) throw new Error(`comgate.status-view: unknown error code "${op.value.error}"`);
    text = error.message;
  } else {
    text = texts[row.statusText];
  }
  Object.assign(state, { visible: true, text, style: row.statusStyle });
}

function statusView(value, choices) {
  const i = new Input(value, 'comgate.status-view');
  const language = i.string('language');
  if (!has(TEXTS, language)) {
    throw new Error(`comgate.status-view: "language" must be a supported code, got "${language}"`);
  }
  const state = { visible: false, text: '', style: null };
  for (const raw of i.array('ops')) {
    const op = new Input(raw, 'comgate.status-view');
    const name = op.string('op');
    if (name === 'show') show(op, state, TEXTS[language], choices);
    else if (name === 'showError') Object.assign(state, { visible: true, text: op.string('message'), style: 'error' });
    else if (name === 'hide') state.visible = false;
    else if (name === 'clear') {
      Object.assign(state, { visible: false, text: '' });
      if (choice(choices, 'status-view-style-after-clear') === 'reset') state.style = null;
    }
    else throw op.unknownOp(name);
  }
  return state;
}

function session(value, choices) {
  const i = new Input(value, 'comgate.session');
  const devMode = i.bool('devMode');
  const merchant = i.optionalString('applePayMerchantIdentifier');
  const applePay = i.bool('applePayAvailable');
  const translation = i.string('translation');
  // only null disables Apple Pay; an empty identifier is ambiguity apple-pay-empty-merchant
  const given = merchant !== null && (merchant !== '' || choice(choices, 'apple-pay-empty-merchant') === 'given');
  const configured = given && applePay;
  const applePayRefusal = choice(choices, 'apple-pay-not-configured');
  let state = 'notInitialized';
  let error = null;
  let processing = false;
  const refused = [];
  for (const raw of i.array('events')) {
    const e = new Input(raw, 'comgate.session');
    const event = e.string('event');
    if (event === 'initialize') {
      if (state === 'notInitialized' || state === 'failed') {
        state = 'initializing';
        error = null;
      } else if (state === 'ready' && choice(choices, 'initialize-while-busy') === 'restart') {
        state = 'initializing';
      }
    } else if (event === 'initSucceeded') {
      if (state === 'initializing') state = 'ready';
      else if (choice(choices, 'init-succeeded-outside-initializing') === 'apply') {
        state = 'ready';
        error = null;
      }
    } else if (event === 'initFailed') {
      const cause = lookup(INIT_FAILURES, e.string('cause'));
      if (!cause) throw new Error(`comgate.session: unknown init failure cause "${raw.cause}"`);
      const outside = state !== 'initializing' && choice(choices, 'init-failed-outside-initializing') === 'ignore';
      if (outside || (devMode && cause.skippedInDevMode)) continue;
      state = 'failed';
      error = ERROR_BY_CASE[cause.error].code;
    } else if (event === 'processApplePayPayment' && !configured
        && (applePayRefusal === 'refuse-before-session' || (state === 'ready' && applePayRefusal === 'refuse'))) {
      refused.push(ERROR_BY_CASE.applePayNotConfigured.code);
    } else if (event === 'processPayment' || event === 'processApplePayPayment') {
      if (state === 'ready') processing = true;
      else refused.push(ERROR_BY_CASE.sessionNotInitialized.code);
    } else if (event === 'paymentFinished') {
      processing = false;
    } else {
      throw e.unknownOp(event);
    }
  }
  return {
    state, error, isInitialized: state === 'ready', isProcessingPayment: processing,
    isApplePayConfigured: configured, translation, refusedPayments: refused,
  };
}

const code = (ruleId) => ERROR_BY_CASE[RULES[ruleId].error].code;
const failure = (ruleId) => ({ error: code(ruleId), messageKey: RULES[ruleId].translationKey || null });

function paymentParams(value, choices) {
  const i = new Input(value, 'comgate.payment-params');
  const price = i.field('price');
  const recurring = i.bool('initRecurring');
  const preauth = i.bool('preauth');
  const errors = [];
  if (!Number.isInteger(price) || price <= 0) errors.push(code('price.positiveInteger'));
  if (recurring && preauth) errors.push(code('options.recurringXorPreauth'));
  if (choice(choices, 'payment-params-several-errors') === 'first') errors.splice(1);
  return { valid: errors.length === 0, errors };
}

// Decimal digits outside ASCII: the zero of each Unicode block the vectors use and more.
const DIGIT_ZEROS = [0x660, 0x6f0, 0x7c0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0xe50,
  0xed0, 0xf20, 0x1040, 0x17e0, 0x1810, 0xff10];

function unicodeDigit(ch) {
  const cp = ch.codePointAt(0);
  const zero = DIGIT_ZEROS.find((z) => cp >= z && cp <= z + 9);
  return zero === undefined ? null : cp - zero;
}

function panDigits(pan, choices) {
  const digits = [];
  for (const ch of pan) {
    if (ch === ' ' || ch === '-') {
      if (choice(choices, 'pan-separators') === 'ignore') continue;
      return null;
    }
    if (ch >= '0' && ch <= '9') {
      digits.push(ch.charCodeAt(0) - 48);
    } else if (choice(choices, 'pan-non-ascii-digits') === 'normalise' && unicodeDigit(ch) !== null) {
      digits.push(unicodeDigit(ch));
    } else {
      return null;
    }
  }
  return digits;
}

function luhn(digits) {
  let total = 0;
  digits.slice().reverse().forEach((d, n) => {
    let v = d;
    if (n % 2 === 1) {
      v *= 2;
      if (v > 9) v -= 9;
    }
    total += v;
  });
  return total % 10 === 0;
}

function checkPan(pan, choices) {
  const digits = panDigits(pan, choices);
  if (!digits || digits.length < 12 || digits.length > 19 || !luhn(digits)) return failure('pan.luhn');
  return null;
}

function today(i) {
  const text = i.string('today');
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) {
    throw new Error(`comgate.card-fields: "today" must be a date YYYY-MM-DD, got "${text}"`);
  }
  return [Number(m[1]), Number(m[2])];
}

function checkExpiry(month, year, now, choices) {
  if (month < 1 || month > 12) return failure('expiry.month');
  let fullYear = year < 100 ? 2000 + year : year;
  if (year < 100 && choice(choices, 'expiry-two-digit-year') === 'sliding-window') {
    // The century that puts the year within 80 years before and 20 after today.
    fullYear = now[0] - (now[0] % 100) + year;
    if (fullYear > now[0] + 20) fullYear -= 100;
    else if (fullYear <= now[0] - 80) fullYear += 100;
  }
  const expiry = fullYear * 12 + month;
  const current = now[0] * 12 + now[1];
  const expired = choice(choices, 'expiry-current-month') === 'expired-in-month' ? expiry <= current : expiry < current;
  return expired ? failure('expiry.notExpired') : null;
}

function checkCvv(cvv, pan) {
  const digits = pan.replace(/[ -]/g, '');
  const length = digits.startsWith('34') || digits.startsWith('37') ? 4 : 3;
  return /^[0-9]*$/.test(cvv) && cvv.length === length ? null : { error: code('cvv.digits'), messageKey: null };
}

// Unicode White_Space, the derived row's set. String.prototype.trim is not it: trim also drops
// U+FEFF (a format character) and keeps U+0085 (a line terminator that is White_Space).
const WHITE_SPACE_EDGES = /^[\t\n\v\f\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+|[\t\n\v\f\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+$/g;

function checkName(name, choices) {
  const checked = choice(choices, 'cardholder-whitespace') === 'trim' ? name.replace(WHITE_SPACE_EDGES, '') : name;
  return checked.length === 0 ? failure('cardholder.required') : null;
}

function cardFields(value, choices) {
  const i = new Input(value, 'comgate.card-fields');
  const op = i.string('op');
  let result;
  if (op === 'pan') result = checkPan(i.string('pan'), choices);
  else if (op === 'expiry') result = checkExpiry(i.int('month'), i.int('year'), today(i), choices);
  else if (op === 'cvv') result = checkCvv(i.string('cvv'), i.string('pan'));
  else if (op === 'cardholderName') result = checkName(i.string('name'), choices);
  else if (op === 'card') {
    const fields = [
      checkPan(i.string('pan'), choices),
      checkExpiry(i.int('month'), i.int('year'), today(i), choices),
      checkCvv(i.string('cvv'), i.string('pan')),
    ].filter(Boolean);
    const name = checkName(i.string('name'), choices);
    const every = name ? fields.concat([name]) : fields;
    const error = fields.length ? code('cardData.valid') : (name ? name.error : null);
    return { valid: every.length === 0, error, fieldErrors: every.map((f) => f.error) };
  } else throw i.unknownOp(op);
  if (!result) return { valid: true, error: null, messageKey: null };
  return { valid: false, error: result.error, messageKey: result.messageKey };
}

/** The code as language-code-variant reads it: as given, or lower-cased and cut at - or _. */
function variant(code, choices) {
  if (choice(choices, 'language-code-variant') !== 'language-part') return code;
  return code.toLowerCase().split(/[-_]/)[0];
}

function translations(value, choices) {
  const i = new Input(value, 'comgate.translations');
  const op = i.string('op');
  if (op === 'forLanguageCode') {
    let c = variant(i.string('code'), choices);
    if (!has(LANGUAGES, c)) {
      if (choice(choices, 'language-code-unknown') !== 'english') {
        return { language: null, preset: null, englishName: null, texts: null };
      }
      c = 'en';
    }
    const row = LANGUAGES[c];
    return { language: c, preset: row.preset, englishName: row.englishName, texts: { ...TEXTS[c] } };
  }
  if (op === 'supportedLanguageCodes') return { codes: SUPPORTED.slice() };
  if (op === 'keys') return { keys: KEYS.map((r) => r.key) };
  if (op === 'key') {
    const row = lookup(KEY_BY_NAME, i.string('key'));
    if (!row) return { known: false, order: null, kind: null, lengthBudget: null };
    const lengthBudget = has(row, 'lengthBudget') ? row.lengthBudget : null;
    return { known: true, order: row.order, kind: row.kind, lengthBudget };
  }
  if (op === 'presetText') {
    const c = i.string('language');
    const key = i.string('key');
    if (!has(LANGUAGES, c) || !lookup(KEY_BY_NAME, key)) return { known: false, text: null };
    return { known: true, text: TEXTS[c][key] };
  }
  if (op === 'resolveDeviceLanguage') {
    i.field('deviceLanguage');
    let device = i.optionalString('deviceLanguage') ?? 'en';
    if (device === 'nb' && choice(choices, 'device-language-nb') === 'alias-nb-to-no') device = 'no';
    device = variant(device, choices);
    return { language: SUPPORTED.includes(device) ? device : 'en' };
  }
  throw i.unknownOp(op);
}

const SUITES = {
  'comgate.error-codes': errorCodes,
  'comgate.error-reasons': errorReasons,
  'comgate.payment-result': paymentResult,
  'comgate.status-view': statusView,
  'comgate.session': session,
  'comgate.payment-params': paymentParams,
  'comgate.card-fields': cardFields,
  'comgate.translations': translations,
};

// JSON.parse gives one Number type: 25.0 arrives as 25, so this port can only read a price by
// its value (price-integral-fraction); it says so in the handshake.
const CHOICES = { 'price-integral-fraction': 'integral-value' };
// For the same reason it cannot take the register's other reading: the adapter refuses it.
const NOT_IMPLEMENTED = { 'price-integral-fraction': ['json-lexical-fraction'] };

module.exports = { SUITES, CHOICES, NOT_IMPLEMENTED };
