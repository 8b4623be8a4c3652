/**
 * Coventry Road Dental Care: website form receiver (Google Apps Script web app).
 *
 * Paste this whole file into the spreadsheet's script editor (Extensions > Apps
 * Script) and deploy it as a web app; see README.md next to this file.
 *
 * Each form submission becomes one row on the sheet named after the form
 * ('contact' or 'feedback'): the time it arrived first, then the fields.
 *
 * SOURCE OF TRUTH: the rules below are written out by hand from
 * engine/forms/contract.ts in the website's code. If you change a field or a
 * rule there, change it here too: the lists must stay identical.
 *
 * The annotation below limits the script's permission to this one spreadsheet.
 * @OnlyCurrentDoc
 */

var FORM_FIELDS = {
  contact: ['firstName', 'lastName', 'email', 'phone', 'service', 'message', 'formType'],
  feedback: ['name', 'email', 'subject', 'message', 'privacyConsent', 'formType']
};

// privacyConsent must be exactly 'Yes'.
var REQUIRED_FIELDS = {
  contact: ['firstName', 'lastName', 'email', 'message'],
  feedback: ['name', 'email', 'subject', 'message', 'privacyConsent']
};

var FIELD_LABELS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email Address',
  phone: 'Phone Number',
  service: 'Service of Interest',
  message: 'Message',
  name: 'Name',
  subject: 'Subject',
  privacyConsent: 'Privacy consent',
  formType: 'Form type'
};

// Deliberately simple: something@something.something, no spaces.
var EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Spam: a hidden field no person fills, and no message typed faster than this after the form appeared.
var HONEYPOT_FIELD = 'website';
var ELAPSED_FIELD = 'elapsedMs';
var MIN_FILL_MS = 3000;

// How long a submission waits for another one to finish writing its row.
var LOCK_WAIT_MS = 30000;

/** The website posts its forms here. */
function doPost(e) {
  var fields = (e && e.parameter) || {};
  // Answered as if accepted, and not stored: a robot learns nothing.
  if (isSpam_(fields)) return reply_({ result: 'success' });
  var checked = checkSubmission_(fields);
  if (!checked.ok) return reply_({ result: 'error', error: checked.error });

  // Two patients pressing Send at the same moment must not land on the same row.
  var lock = LockService.getScriptLock();
  if (!lock.tryLock(LOCK_WAIT_MS)) {
    return reply_({ result: 'error', error: 'The form service is busy. Please try again in a moment.' });
  }
  try {
    appendSubmission_(checked.formType, checked.record);
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

/** The same checks, in the same order, as checkSubmission in contract.ts. */
function checkSubmission_(fields) {
  var formType = text_(fields.formType);
  if (formType === '') {
    return { ok: false, error: 'The form type is missing, so the submission cannot be filed.' };
  }
  if (!Object.prototype.hasOwnProperty.call(FORM_FIELDS, formType)) {
    return { ok: false, error: "Unknown form type '" + formType.slice(0, 40) + "'. Expected 'contact' or 'feedback'." };
  }

  var record = {};
  FORM_FIELDS[formType].forEach(function (name) {
    record[name] = text_(fields[name]);
  });
  record.formType = formType;

  var missing = REQUIRED_FIELDS[formType].filter(function (name) {
    return name !== 'privacyConsent' && record[name] === '';
  });
  if (missing.length > 0) {
    var labels = missing.map(function (name) { return FIELD_LABELS[name]; }).join(', ');
    return {
      ok: false,
      error: 'Please fill in the required ' + (missing.length === 1 ? 'field' : 'fields') + ': ' + labels + '.'
    };
  }
  if (!EMAIL_PATTERN.test(record.email)) {
    return { ok: false, error: 'Email Address must be a valid e-mail address, like name@example.com.' };
  }
  if (formType === 'feedback' && record.privacyConsent !== 'Yes') {
    return {
      ok: false,
      error: 'Please tick the privacy consent box: we need your agreement to store your contact details and respond.'
    };
  }
  return { ok: true, formType: formType, record: record };
}

/** Adds one row: the time first, then the fields in contract order. Call only while holding the lock. */
function appendSubmission_(formType, record) {
  var sheet = sheetFor_(formType);
  var row = [new Date()].concat(FORM_FIELDS[formType].map(function (name) {
    return asPlainText_(record[name]);
  }));
  sheet.appendRow(row);
  SpreadsheetApp.flush();
}

/** The sheet named after the form, created with a header row the first time. */
function sheetFor_(formType) {
  var spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  var sheet = spreadsheet.getSheetByName(formType);
  if (!sheet) {
    sheet = spreadsheet.insertSheet(formType);
    sheet.appendRow(['receivedAt'].concat(FORM_FIELDS[formType]));
    sheet.setFrozenRows(1);
  }
  return sheet;
}

/**
 * A value starting with = + - or @ would be run as a spreadsheet formula;
 * a leading apostrophe makes the sheet keep it as the text the patient typed.
 */
function asPlainText_(value) {
  return /^[=+\-@]/.test(value) ? "'" + value : value;
}

function text_(value) {
  return value === undefined || value === null ? '' : String(value).trim();
}

function reply_(body) {
  return ContentService.createTextOutput(JSON.stringify(body)).setMimeType(ContentService.MimeType.JSON);
}
