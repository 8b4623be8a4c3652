/**
 * Website form receiver (Google Apps Script web app).
 *
 * Paste this whole file into the spreadsheet's script editor (Extensions > Apps
 * Script), write the website's address in SITE_URL below, and deploy it as a web
 * app; see README.md next to this file.
 *
 * Each form submission becomes one row on the sheet named after the form (its
 * "name" in the website's pages, e.g. 'contact'): the time it arrived first,
 * then the fields, each under the heading of its column.
 *
 * What a form holds is not written here: the website publishes each form's
 * definition at <SITE_URL>/forms/<name>.json, and this script reads it (and
 * keeps it for DEFINITION_CACHE_SECONDS), so a field added to a form on the
 * website needs no change here; a field the sheet has no column for yet gets a
 * new column at the right.
 *
 * SOURCE OF TRUTH: the rules below are written out by hand from
 * engine/forms/contract.ts in the website's code (a test runs this file against
 * them). If you change a rule there, change it here too.
 *
 * The annotation below limits the script's permission to this one spreadsheet.
 * @OnlyCurrentDoc
 */

// The website's address, as in its site.config.json "url" (https://…, without a / at the end).
var SITE_URL = 'https://www.example.com';

// How long a form's definition is kept before it is read again from the website (seconds).
var DEFINITION_CACHE_SECONDS = 600;
// How long a form name the website does not know is remembered as unknown (seconds).
var UNKNOWN_CACHE_SECONDS = 60;

var FORM_TYPE_FIELD = 'formType';
var FORM_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
var CONSENT_YES = 'Yes';
var CONSENT_NO = 'No';

// Deliberately simple: something@something.something, no spaces.
var EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

// Spam: a hidden field no person fills, and no message typed faster than this after the form appeared.
var HONEYPOT_FIELD = 'website';
var ELAPSED_FIELD = 'elapsedMs';
var MIN_FILL_MS = 3000;

// How long a submission waits for another one to finish writing its row.
var LOCK_WAIT_MS = 30000;

/** The website posts its forms here. */
function doPost(e) {
  var fields = (e && e.parameter) || {};
  // First, and answered as if accepted, and not stored: a robot learns nothing.
  if (isSpam_(fields)) return reply_({ result: 'success' });
  var checked;
  try {
    checked = checkFormSubmission_(fields);
  } catch (err) {
    console.error('Could not read a form definition from ' + SITE_URL + ': ' + err);
    return reply_({ result: 'error', error: 'The form service could not read this form from the website. Please try again later.' });
  }
  if (!checked.ok) return reply_({ result: 'error', error: checked.error });

  // Two people pressing Send at the same moment must not land on the same row.
  var lock = LockService.getScriptLock();
  if (!lock.tryLock(LOCK_WAIT_MS)) {
    return reply_({ result: 'error', error: 'The form service is busy. Please try again in a moment.' });
  }
  try {
    appendSubmission_(checked.definition, checked.record);
  } catch (err) {
    console.error('Could not save a ' + checked.formType + ' submission: ' + err);
    return reply_({ result: 'error', error: 'The submission could not be saved. Please try again.' });
  } finally {
    lock.releaseLock();
  }
  return reply_({ result: 'success' });
}

/** Opening the web app's address in a browser shows {"ok":true}: a quick check that it is deployed. */
function doGet() {
  return reply_({ ok: true });
}

/** The same rule as isSpam in contract.ts. */
function isSpam_(fields) {
  if (text_(fields[HONEYPOT_FIELD]) !== '') return true;
  var written = text_(fields[ELAPSED_FIELD]);
  var elapsed = Number(written);
  return written === '' || !isFinite(elapsed) || elapsed < MIN_FILL_MS;
}

/** The same checks, in the same order, as checkFormSubmission in contract.ts. */
function checkFormSubmission_(fields) {
  var formType = own_(fields, FORM_TYPE_FIELD);
  if (formType === '') {
    return { ok: false, error: 'The form type is missing, so the submission cannot be filed.' };
  }
  var definition = FORM_NAME_PATTERN.test(formType) ? definitionOf_(formType) : null;
  if (!definition) {
    return { ok: false, error: "Unknown form type '" + formType.slice(0, 40) + "': this site has no form of that name." };
  }
  var checked = checkSubmission_(definition, fields);
  checked.definition = definition;
  return checked;
}

/** The same checks, in the same order, as checkSubmission in contract.ts. */
function checkSubmission_(definition, fields) {
  var record = {};
  definition.fields.forEach(function (field) {
    var value = own_(fields, field.name);
    record[field.name] = field.kind === 'consent' && value === '' ? CONSENT_NO : value;
  });
  record[FORM_TYPE_FIELD] = definition.name;

  var missing = definition.fields.filter(function (field) {
    return field.required && field.kind !== 'consent' && record[field.name] === '';
  });
  if (missing.length > 0) {
    var labels = missing.map(function (field) { return field.label; }).join(', ');
    return {
      ok: false,
      error: 'Please fill in the required ' + (missing.length === 1 ? 'field' : 'fields') + ': ' + labels + '.'
    };
  }
  for (var i = 0; i < definition.fields.length; i++) {
    var field = definition.fields[i];
    var value = record[field.name];
    var problem = field.kind === 'consent' ? consentProblem_(field, value) : value === '' ? null : valueProblem_(field, value);
    if (problem) return { ok: false, error: problem };
  }
  return { ok: true, formType: definition.name, record: record };
}

function valueProblem_(field, value) {
  if (field.kind === 'email' && !EMAIL_PATTERN.test(value)) {
    return field.label + ' must be a valid e-mail address, like name@example.com.';
  }
  if (field.choices && field.choices.indexOf(value) < 0) return field.label + ' must be one of the choices the form offers.';
  var length = measuredLength_(value);
  if (typeof field.minLength === 'number' && length < field.minLength) {
    return field.label + ' is too short: at least ' + field.minLength + ' characters.';
  }
  if (typeof field.maxLength === 'number' && length > field.maxLength) {
    return field.label + ' is too long: at most ' + field.maxLength + ' characters.';
  }
  return null;
}

function consentProblem_(field, value) {
  if (value !== CONSENT_YES && value !== CONSENT_NO) {
    return field.label + ': the box is sent as "' + CONSENT_YES + '" or "' + CONSENT_NO + '".';
  }
  if (field.required && value !== CONSENT_YES) return 'Please tick the box "' + field.label + '": it must be ticked to send this form.';
  return null;
}

/** Trimmed, each line break one character: the length the website counted (the form turns line breaks into two characters on the way). */
function measuredLength_(value) {
  return value.replace(/\r\n?/g, '\n').length;
}

/**
 * The form's definition from the website (<SITE_URL>/forms/<name>.json), kept in the script's cache;
 * null when the website has no such form. Throws when the website cannot be read.
 */
function definitionOf_(name) {
  var cache = CacheService.getScriptCache();
  var key = 'form-definition:' + name;
  var kept = cache.get(key);
  if (kept !== null) return kept === '' ? null : JSON.parse(kept);

  var address = SITE_URL.replace(/\/+$/, '') + '/forms/' + name + '.json';
  var response = UrlFetchApp.fetch(address, { muteHttpExceptions: true, followRedirects: true });
  var status = response.getResponseCode();
  if (status === 404) {
    cache.put(key, '', UNKNOWN_CACHE_SECONDS);
    return null;
  }
  if (status !== 200) throw new Error(address + ' answered HTTP ' + status);
  var text = response.getContentText();
  var definition = JSON.parse(text);
  if (!definition || definition.name !== name || !Array.isArray(definition.fields)) {
    throw new Error(address + ' is not a form definition');
  }
  cache.put(key, text, DEFINITION_CACHE_SECONDS);
  return definition;
}

/**
 * Adds one row, each value under its column's heading; the time first. A field the sheet has no column for
 * yet gets a new column at the right. Call only while holding the lock.
 */
function appendSubmission_(definition, record) {
  var sheet = sheetFor_(definition.name);
  var width = sheet.getLastColumn();
  var header = width > 0 ? sheet.getRange(1, 1, 1, width).getValues()[0].map(String) : [];
  var columns = ['receivedAt'].concat(definition.fields.map(function (field) { return field.name; }), [FORM_TYPE_FIELD]);
  columns.forEach(function (name) {
    if (header.indexOf(name) >= 0) return;
    header.push(name);
    sheet.getRange(1, header.length).setValue(name);
  });
  var row = header.map(function (name) {
    if (name === 'receivedAt') return new Date();
    return Object.prototype.hasOwnProperty.call(record, name) ? asPlainText_(record[name]) : '';
  });
  sheet.appendRow(row);
  SpreadsheetApp.flush();
}

/** The sheet named after the form, created (with its heading row frozen) the first time. */
function sheetFor_(name) {
  var spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  var sheet = spreadsheet.getSheetByName(name);
  if (!sheet) {
    sheet = spreadsheet.insertSheet(name);
    sheet.setFrozenRows(1);
  }
  return sheet;
}

/**
 * A value starting with = + - or @ would be run as a spreadsheet formula;
 * a leading apostrophe makes the sheet keep it as the text that was typed.
 */
function asPlainText_(value) {
  return /^[=+\-@]/.test(value) ? "'" + value : value;
}

/** A field of the submission itself (never one inherited, like 'toString'), trimmed. */
function own_(fields, name) {
  return Object.prototype.hasOwnProperty.call(fields, name) ? text_(fields[name]) : '';
}

function text_(value) {
  return value === undefined || value === null ? '' : String(value).trim();
}

function reply_(body) {
  return ContentService.createTextOutput(JSON.stringify(body)).setMimeType(ContentService.MimeType.JSON);
}
