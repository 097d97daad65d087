/**
 * Keys (renderer/src/features/keys): the saved keys and their states, the add, edit and rotate forms, the key in
 * use in the top bar, a check's findings, the keychain doctor and the keys out of step with it. “Key” is always an
 * API key (docs/glossary.md), never a keyboard key; “keychain” is the operating system’s store of secrets.
 */
import type { SourceSlice } from '../../source-message.ts'

const KEY =
  'Key: an API key, a secret that lets the app call the service (docs/glossary.md), not a keyboard key.'
const KEYCHAIN =
  'The keychain: the operating system’s store of secrets (macOS Keychain, Windows Credential Manager, the Secret Service on Linux).'

export const keys = {
  // The page.
  'keys.about': {
    message:
      'API keys let the app read from the service. They are stored in your system’s keychain; the app only ever shows their first and last characters.',
    comment: KEYCHAIN,
  },
  'keys.about-failing': {
    message:
      'API keys let the app read from the service. They are stored in your system’s keychain, which does not work right now (see below); the app only ever shows their first and last characters.',
    comment: KEYCHAIN,
  },
  'keys.saved': { message: 'Saved keys', comment: KEY },
  'keys.loading': { message: 'Loading keys…' },
  'keys.empty': { message: 'No keys saved yet' },
  'keys.empty-about': {
    message:
      'Add a key below. You can create one in the service’s dashboard once your API access is approved.',
    comment: 'The dashboard: the service’s web site where an account makes and revokes its keys.',
  },

  // A key's state (renderer/src/entities/key/key-state.ts), wherever the key list names it.
  'keys.state.working': { message: 'Working', comment: 'The key was checked and the service accepts it.' },
  'keys.state.not-checked': { message: 'Not checked yet' },
  'keys.state.keychain-locked': { message: 'The keychain is locked: unlock it', comment: KEYCHAIN },
  'keys.state.keychain-silent': { message: 'The keychain did not answer', comment: KEYCHAIN },
  'keys.state.not-in-keychain': {
    message: 'Not found in the keychain: add the key again',
    comment: KEYCHAIN,
  },
  'keys.state.unknown-state': {
    message: 'State not known',
    comment: 'A state this version of the app does not know (written by an older or newer version).',
  },
  'keys.state.invalid': { message: 'Not recognised by the service' },
  'keys.state.revoked': {
    message: 'Revoked',
    comment: 'The key was withdrawn in the service’s dashboard and no longer works.',
  },
  'keys.state.expired': { message: 'Expired' },
  'keys.state.access-revoked': {
    message: 'Account’s API access not approved',
    comment: 'The service has not (or no longer) approved API access for the account that owns the key.',
  },
  'keys.state.locked-out': {
    message: 'Locked out for now (too many invalid key attempts)',
    comment: 'The service refuses this computer for a while after too many wrong keys.',
  },
  'keys.state.rate-used-up': {
    message: 'Not checked: the rate limit is used up for now',
    comment: 'Rate limit: how many requests the service allows per minute (docs/glossary.md).',
  },
  'keys.state.service-silent': { message: 'Service not answering' },
  'keys.state.not-api': {
    message: 'This address is not the API',
    comment: 'The service URL answers, but not as the Bridge API does.',
  },
  'keys.state.worked-silent': { message: 'Worked when last answered; the service is not answering now' },
  'keys.state.accepted-unchecked': {
    message: 'Accepted by the service; not checked yet',
    comment: 'The service answered requests with this key, but the app has not run a key check on it.',
  },
  'keys.scopes.unknown': { message: 'Not known until the key is checked', comment: 'Of a key’s scopes.' },
  'keys.scopes.unseen': {
    message: 'Not known: the last check could not see them',
    comment: 'Of a key’s scopes: the last check stopped before it could learn them.',
  },
  'keys.scopes.none': { message: 'None', comment: 'The key has no scope (permission).' },
  'keys.rate.left': {
    message: '{remaining, number} of {limit, number} requests left when checked',
    comment: 'Requests: calls to the service. The rate limit as the key check saw it.',
  },
  'keys.rate.sent-nothing': { message: 'Not known: this check sent nothing' },
  'keys.rate.no-answer': { message: 'Not known: no answer came' },
  'keys.until': {
    message: 'Until {when}.',
    comment:
      'When a wait ends (a lockout, a spent rate limit): {when} is a date and time, such as 7 Dec, 20:16.',
  },
  'keys.refusal.keychain': {
    message: 'Not sending: the key in use could not be read from the keychain ({state})',
    comment: `{state} is the key’s state, such as “The keychain is locked: unlock it”. ${KEYCHAIN}`,
  },
  'keys.refusal.service': {
    message: 'Not sending: the service refused the key in use ({state})',
    comment: '{state} is the key’s state, such as “Revoked”.',
  },

  // A saved key's row.
  'keys.row': { message: 'Key {label}', comment: `Name of a saved key’s entry for screen readers. ${KEY}` },
  'keys.row.active': {
    message: 'Active',
    comment: 'Badge: the key the app uses for its service. Not “switched on”.',
  },
  'keys.row.session-only': {
    message: 'Session only: forgotten when you quit',
    comment: 'Badge: the key is kept in memory only, until the app is closed.',
  },
  'keys.row.state': { message: 'State' },
  'keys.row.scopes': {
    message: 'Scopes',
    comment: 'Permissions the key carries, such as read:public (docs/glossary.md: scope).',
  },
  'keys.row.service': { message: 'Service', comment: 'The address of the service the key belongs to.' },
  'keys.row.added': { message: 'Added', comment: 'When the key was added (a time follows).' },
  'keys.row.expires': { message: 'Expires', comment: 'The date the key expires.' },
  'keys.row.save-later': {
    message: 'Save in keychain once the keychain works (Keychain › Check again).',
    comment: `Keychain › Check again: the button “Check again” in the Keychain section below. ${KEYCHAIN}`,
  },
  'keys.row.saving': { message: 'Saving…' },
  'keys.row.save-in-keychain': { message: 'Save in keychain', comment: KEYCHAIN },
  'keys.row.make-active': { message: 'Make active', comment: 'Makes this key the one the app uses.' },
  'keys.row.checking': { message: 'Checking…' },
  'keys.row.check-now': { message: 'Check now', comment: 'Asks the service what the key can do now.' },
  'keys.row.edit': { message: 'Edit…' },
  'keys.row.rotate': {
    message: 'Rotate…',
    comment: 'Replaces the key with a new one (key rotation), not turning anything around.',
  },
  'keys.row.remove': { message: 'Remove' },
  'keys.row.last-check': {
    message: 'Last check, {when}: {summary}',
    comment: '{when} says how long ago, such as “3 minutes ago”; {summary} is what the check found.',
  },
  'keys.row.remove-title': { message: 'Remove “{label}”?' },
  'keys.row.remove-key': { message: 'Remove key' },
  'keys.row.remove-body': {
    message:
      'The key {hint} is deleted from this computer’s keychain. It still works at the service until you revoke it in the dashboard.',
    comment: `{hint} is the key’s first and last characters (bxk_…a1b2). ${KEYCHAIN}`,
  },

  // The add form.
  'keys.form.title': { message: 'Add a key', comment: KEY },
  'keys.form.key': { message: 'API key', comment: KEY },
  'keys.form.show': { message: 'Show', comment: 'Shows the key typed (a toggle).' },
  'keys.form.hide': { message: 'Hide' },
  'keys.form.paste': { message: 'Paste' },
  'keys.form.paste-failed': {
    message: 'The clipboard could not be read. Paste into the field with Ctrl+V (⌘V on a Mac).',
    comment: 'Keep the shortcuts Ctrl+V and ⌘V as they are.',
  },
  'keys.form.key-hint': {
    message: 'The key is kept in your system’s keychain, never in the app’s files.',
    comment: KEYCHAIN,
  },
  'keys.form.url': { message: 'Service URL', comment: 'The web address of the service.' },
  'keys.form.url-hint-demo': {
    message:
      'The app is running its built-in demo service. To use a real service, enter its address, ending in {path}.',
    comment: '{path} is /v1/api, the end of every API address.',
  },
  'keys.form.url-hint': {
    message: 'The address of the service the key belongs to, ending in {path}.',
    comment: '{path} is /v1/api, the end of every API address.',
  },
  'keys.form.label': { message: 'Label', comment: 'A name the user gives the key.' },
  'keys.form.label-example': {
    message: 'e.g. Work laptop',
    comment: 'An example of a label, shown in the empty field.',
  },
  'keys.form.checking': { message: 'Checking…' },
  'keys.form.check-and-save': { message: 'Check and save' },
  'keys.form.not-saved-offer': {
    message:
      'The key was not saved. You can still use it now: it stays in Bridge Explorer’s memory and is forgotten when you quit.',
  },
  'keys.form.use-for-session': { message: 'Use for this session' },
  'keys.form.session-kept': { message: 'Kept for this session only: it is forgotten when you quit.' },
  'keys.form.not-used': { message: 'The key could not be used.' },
  'keys.form.not-saved': { message: 'The key could not be saved.' },
  'keys.finding.not-saved': {
    message: 'Not saved: {state}.',
    comment: '{state} is what the check found, such as “Revoked”.',
  },
  'keys.finding.unchecked': {
    message:
      'Nothing was learned about the key itself. Check again later, or save it without a verdict: it keeps this check’s finding and is not put in use.',
  },
  'keys.finding.checked': {
    message:
      'Correct the key or the address and press “Check and save” again, or save it as it is: it is then marked as not working and is not put in use.',
    comment: '“Check and save” is the form’s button (keys.form.check-and-save): use the same words.',
  },
  'keys.finding.save-unchecked': { message: 'Save without a check' },
  'keys.finding.save-anyway': { message: 'Save anyway' },
  'keys.saved.unchecked': {
    message: 'Saved “{label}”. Use “Check now” to see what it can do.',
    comment:
      '{label} is the key’s name. “Check now” is a key’s button (keys.row.check-now): use the same words.',
  },
  'keys.saved.works': {
    message: 'Saved “{label}”. {summary}',
    comment: '{summary} is what the check found, one or more sentences.',
  },
  'keys.saved.not-working': {
    message:
      'Saved “{label}”, marked as not working: {state}. It is not put in use; “Check now” on it tells when it works.',
    comment: '{state} is what the check found, such as “Revoked”. “Check now”: keys.row.check-now.',
  },

  // The edit and rotate forms.
  'keys.edit.name': { message: 'Edit “{label}”', comment: 'Name of the form that edits the key {label}.' },
  'keys.edit.url-hint': {
    message: 'Changing the address makes the key “not checked yet” until it is checked again.',
  },
  'keys.edit.expires': { message: 'Expires on (optional)' },
  'keys.edit.expires-hint': {
    message:
      'The service does not say when a key expires: the date from the dashboard lets the app warn 14 days before.',
  },
  'keys.edit.save': { message: 'Save changes' },
  'keys.cancel': { message: 'Cancel', comment: 'Closes the form without changing anything.' },
  'keys.rotate.name': {
    message: 'Rotate “{label}”',
    comment: 'Name of the form that replaces the key {label} with a new one (key rotation).',
  },
  'keys.rotate.new-key': { message: 'New key to replace “{label}”' },
  'keys.rotate.hint-active': {
    message: 'It is checked with the service first; “{label}” stays in use unless the new key works.',
  },
  'keys.rotate.hint': {
    message: 'It is checked with the service first; “{label}” is kept unless the new key works.',
  },
  'keys.rotate.checking': { message: 'Checking the new key…' },
  'keys.rotate.switch': { message: 'Check and switch' },
  'keys.rotate.done': {
    message:
      'The new key {hint} works and is now in use as “{label}”. Revoke the old key in the service’s dashboard.',
    comment: '{hint} is the new key’s first and last characters (bxk_…a1b2); {label} its name.',
  },
  'keys.guide.title': { message: 'Replacing a key' },
  'keys.guide.create': {
    message: 'Create a new key in the service’s dashboard (it is shown only once: copy it then).',
  },
  'keys.guide.rotate': {
    message:
      'Press “Rotate…” on the key you are replacing and paste the new key. It is checked with the service first; the old key stays in use unless the new one works, and is then removed from this app.',
    comment: '“Rotate…” is a key’s button (keys.row.rotate): use the same words.',
  },
  'keys.guide.revoke': { message: 'Revoke the old key in the dashboard, so nobody else can use it.' },
  'keys.guide.limits': {
    message:
      'An account can have at most {n, number} active keys at once, and more keys do not raise the rate limit. For a higher limit, contact the service’s operator.',
    comment: '{n} is 5.',
  },

  // The key in use, in the top bar.
  'keys.in-use.none': { message: 'No key in use: add one' },
  'keys.in-use.name': {
    message: 'Key in use: {label} on {host}, {state}. Open Keys.',
    comment:
      'The top bar’s link, read by screen readers: the key’s name, the service’s host (bridges.example.org) and the key’s state. Keys: the page (page.keys).',
  },
  'keys.in-use.name-session': {
    message: 'Key in use: {label} on {host}, {state}, session only: forgotten when you quit. Open Keys.',
    comment: 'As keys.in-use.name, for a key kept in memory only until the app is closed.',
  },
  'keys.in-use.memory-only': { message: 'Kept in memory only: forgotten when you quit' },
  'keys.in-use.session-only': {
    message: 'Session only',
    comment: 'A short badge; see keys.row.session-only.',
  },

  // A check's findings.
  'keys.check.owner': { message: 'Owner', comment: 'The user name of the account that owns the key.' },
  'keys.check.rate-limit': { message: 'Rate limit', comment: 'docs/glossary.md: rate limit.' },
  'keys.check.checked': { message: 'Checked', comment: 'When the check was made (a time follows).' },
  'keys.check.scopes': {
    message: 'Permissions (scopes)',
    comment:
      'Heading: the scopes the key has (docs/glossary.md: scope). Keep “scopes” as the service’s word.',
  },
  'keys.check.has': {
    message: '{mark} {scope}: can {what}',
    comment:
      '{mark} is the bold word “Has” (keys.check.has-mark); {scope} the scope’s name in code (read:public); {what} what it allows (keys.scope.*).',
  },
  'keys.check.missing': {
    message: '{mark} {scope}: cannot {what}',
    comment: '{mark} is the bold word “Missing” (keys.check.missing-mark); {what} what the scope allows.',
  },
  'keys.check.unknown': {
    message: '{mark} {scope}: could not be tested this time',
    comment: '{mark} is the bold words “Not known” (keys.check.unknown-mark).',
  },
  'keys.check.has-mark': { message: 'Has' },
  'keys.check.missing-mark': { message: 'Missing' },
  'keys.check.unknown-mark': { message: 'Not known' },
  'keys.check.unlocks': {
    message: '({screens})',
    comment: 'After a scope: the screens it unlocks, named by the app in a list.',
  },
  'keys.scope.public': {
    message: 'read public data: bridges, profiles and stats',
    comment: 'What the scope read:public allows; follows “can” or “cannot”.',
  },
  'keys.scope.me': {
    message: 'read the key owner’s own profile',
    comment: 'What the scope read:me allows; follows “can” or “cannot”.',
  },
  'keys.check.unused': {
    message: '{mark} {scope}: not used by this app',
    comment: '{mark} is the bold word “Has” or “Missing”; {scope} a scope the app makes no use of.',
  },
  'keys.check.notices': {
    message: 'Announcements from the service',
    comment: 'The service’s notices that an endpoint is deprecated or stops working on a date.',
  },
  'keys.check.deprecated': {
    message: '{endpoint} is deprecated',
    comment: '{endpoint} is an API address (/v1/bridges). Deprecated: still works, but is to be withdrawn.',
  },
  'keys.check.deprecated-since': { message: '{endpoint} is deprecated since {date}' },
  'keys.check.sunset': {
    message: '{notice}; it stops working on {date}',
    comment:
      '{notice} is keys.check.deprecated (or its “since”), or only the endpoint’s address; then the date it stops working.',
  },
  'keys.check.developers': {
    message: 'Details for developers: {endpoint} {what} ({code})',
    comment:
      '{endpoint} is an API address; {what} what it did (keys.check.not-asked or answered); {code} an error code.',
  },
  'keys.check.not-asked': { message: 'was not asked' },
  'keys.check.answered': {
    message: 'answered {status}',
    comment: '{status} is an HTTP status code, such as 401.',
  },
  'keys.check.answered-nothing': { message: 'answered nothing' },

  // Keys found in the keychain but not in the list.
  'keys.orphans.title': {
    message:
      '{n, plural, one {# key is in the keychain but not in your list} other {# keys are in the keychain but not in your list}}',
    comment: KEYCHAIN,
  },
  'keys.orphans.about': {
    message:
      'Left by a damaged key list or an interrupted removal, or saved with another user-data folder. Adopt one to use it here, or remove it from the keychain.',
    comment: 'Adopt: take a key found in the keychain into the app’s list of keys.',
  },
  'keys.orphans.recovered': {
    message: 'Recovered key {hint}',
    comment:
      'The label first given to a key taken back from the keychain; {hint} is its first and last characters.',
  },
  'keys.orphans.adopt-name': {
    message: 'Adopt {hint}',
    comment: 'Name of the form that adopts the key {hint}.',
  },
  'keys.orphans.adopt-key': { message: 'Adopt key' },
  'keys.orphans.adopt': { message: 'Adopt…' },
  'keys.orphans.remove': { message: 'Remove…' },
  'keys.orphans.remove-title': { message: 'Remove {hint} from the keychain?' },
  'keys.orphans.remove-confirm': { message: 'Remove from keychain' },
  'keys.orphans.remove-body': {
    message:
      'The key is deleted from the system keychain. The service still knows it: revoke it there if needed.',
  },

  // The keychain doctor.
  'keys.doctor.title': { message: 'Keychain', comment: KEYCHAIN },
  'keys.doctor.ok': { message: 'Working', comment: 'The keychain works.' },
  'keys.doctor.locked': { message: 'Locked', comment: 'The keychain is locked.' },
  'keys.doctor.unavailable': { message: 'Not available', comment: 'No keychain answers on this computer.' },
  'keys.doctor.checking': { message: 'Checking…' },
  'keys.doctor.check-again': { message: 'Check again' },
  'keys.doctor.looking': { message: 'Looking at the keychain…' },
  'keys.doctor.what-checked': { message: 'What was checked' },
  'keys.doctor.checked': {
    message: 'Checked {when}.',
    comment: '{when} says how long ago, such as “3 minutes ago”.',
  },
  'keys.doctor.copied': { message: 'Copied' },
  'keys.doctor.not-copied': { message: 'Could not copy; select it', comment: 'It: the command shown.' },
  'keys.doctor.copy': { message: 'Copy', comment: 'Copies the command shown.' },
  'keys.doctor.fix': { message: 'How to fix it' },
  'keys.missing.title': {
    message:
      '{n, plural, one {# saved key has no secret in the keychain} other {# saved keys have no secret in the keychain}}',
    comment: `The secret: the key itself, which the keychain keeps. ${KEYCHAIN}`,
  },
  'keys.missing.about': {
    message:
      'The key list remembers them, but the keychain entry was deleted outside Bridge Explorer or lost with a keyring. Enter the same key again to repair one, or remove it from the list.',
    comment: 'A keyring: the Linux keychain’s file of secrets.',
  },
  'keys.missing.row': { message: 'Key {label} without its secret' },
  'keys.missing.re-enter-name': {
    message: 'Re-enter {label}',
    comment: 'Name of the form that repairs the key {label}.',
  },
  'keys.missing.key-ending': {
    message: 'The key ending in …{last4}',
    comment: '{last4} is the key’s last four characters.',
  },
  'keys.missing.put-back': { message: 'Put back in the keychain' },
  'keys.missing.re-enter': { message: 'Re-enter key…' },
  'keys.missing.remove': { message: 'Remove…' },
  'keys.missing.remove-title': { message: 'Remove “{label}” from the key list?' },
  'keys.missing.remove-confirm': { message: 'Remove from list' },
  'keys.missing.remove-body': {
    message:
      'Its secret is already gone from the keychain. The service still knows the key: revoke it there if needed.',
  },
  'keys.session.title': { message: 'Use a key for this session only' },
  'keys.session.about': {
    message:
      'The key stays in Bridge Explorer’s memory and is forgotten when you quit: nothing is written to disk. You will enter it again next time, unless the keychain works by then.',
  },
  'keys.session.label': { message: 'Label (optional)' },
  'keys.session.added': {
    message: '“{label}” is in use for this session. It is forgotten when you quit.',
  },
  // A key check's summary (renderer/src/features/keys/check-summary.ts).
  'keys.summary.no-answer': { message: 'no answer', comment: 'In brackets, in place of an error code.' },
  'keys.summary.keychain-locked': {
    message:
      'The key could not be read: the system keychain is locked, so nothing was sent. Unlock the keychain, then check again.',
    comment: KEYCHAIN,
  },
  'keys.summary.keychain-silent': {
    message:
      'The key could not be read: the system keychain did not answer, so nothing was sent. The Keychain panel in Keys says why; check again once it answers.',
    comment: KEYCHAIN,
  },
  'keys.summary.not-in-keychain': {
    message:
      'The system keychain answered that it does not hold this key, so nothing was sent. Add the key again in Keys.',
  },
  'keys.summary.no-key': { message: 'No key was sent: add a key for this service in the key manager.' },
  'keys.summary.invalid': {
    message:
      'The service does not know this key. Check that it was copied completely, or create a new key in the dashboard.',
  },
  'keys.summary.revoked': {
    message: 'This key was revoked. Create a new key in the dashboard and replace this one.',
  },
  'keys.summary.expired': {
    message: 'This key has expired. Create a new key in the dashboard and replace this one.',
  },
  'keys.summary.access-revoked': {
    message:
      'API access for this key’s account is not approved. Ask for access in the account dashboard; the key works again once it is approved.',
  },
  'keys.summary.locked-out': {
    message:
      'Too many invalid key attempts came from this computer, so the service refuses every request{until, select, yes { until the time below} other {}}. Wait, then check again.',
    comment: 'The time below: the time the wait ends, shown on the next line.',
  },
  'keys.summary.rate-unsent': {
    message:
      'The key was not checked: its requests for this rate window are used up, and the app chose not to wait for the next window, so nothing was sent. Check again{at, select, yes { after the time below} other { later}}.',
  },
  'keys.summary.rate-used': {
    message:
      'The key could not be checked because its rate limit is used up. Check again{at, select, yes { after the time below} other { later}}.',
  },
  'keys.summary.certificate': {
    message:
      'The key could not be checked: the service’s certificate is not trusted by this computer or not valid for this address; a company proxy may need its certificate installed. The key was not sent.',
  },
  'keys.summary.proxy': {
    message:
      'The key could not be checked: the proxy on the way {how, select, proxy_auth_required {needs a sign-in} proxy_auth_refused {did not accept your sign-in (the password may be wrong)} other {did not pass the request on}}. Check the proxy setting, then try again.',
    comment: 'The proxy: the server the app’s calls go through (docs/glossary.md).',
  },
  'keys.summary.unreachable': {
    message:
      'The key could not be checked ({code}). Check the network and the service address, then try again.',
    comment: '{code} is an error code, such as timeout, or keys.summary.no-answer.',
  },
  'keys.summary.not-api': {
    message:
      'This address answers, but not as the Bridge API does, so the key could not be checked. API addresses end in {path}: check the service URL.',
  },
  'keys.summary.works-owner': {
    message: 'This key works and belongs to {owner}.',
    comment: '{owner} is the user name of the account that owns the key.',
  },
  'keys.summary.works': { message: 'This key works.' },
  'keys.summary.unlocks': {
    message: 'It unlocks {screens}.',
    comment: '{screens} is a list of the app’s screens (keys.screen.*) the key can show.',
  },
  'keys.summary.no-known-scope': {
    message: 'It has no scope this app knows, so no screen works with it yet.',
  },
  'keys.summary.lacks': {
    message: 'It lacks {scopes}, so {screens} {n, plural, one {is} other {are}} not available with it.',
    comment: '{scopes} is a list of scopes (read:me); {screens} a list of screens; {n} how many screens.',
  },
  'keys.summary.unknown': {
    message: 'Whether it has {scopes} could not be checked ({code}); try again later.',
    comment: '{scopes} is a list of scopes (read:me); {code} an error code.',
  },
  'keys.screen.bridges': { message: 'Bridges', comment: 'A screen of the app: the list of bridges.' },
  'keys.screen.bridge-detail': { message: 'Bridge detail', comment: 'A screen: one bridge’s page.' },
  'keys.screen.profiles': { message: 'Profiles', comment: 'A screen: people’s public profiles.' },
  'keys.screen.stats': { message: 'Stats', comment: 'A screen: figures about all bridges.' },
  'keys.screen.my-profile': { message: 'My profile', comment: 'A screen: the key owner’s own profile.' },
  'keys.screen.owner-in-keys': {
    message: 'the key’s owner in Keys',
    comment: 'What read:me shows on the Keys page: who owns the key.',
  },
  'keys.notice.account-limit': {
    message:
      'The key was saved. You now have {live, plural, one {# key} other {# keys}} for this service, but the service allows only {limit, plural, one {# active key} other {# active keys}} per account. If these keys belong to the same account, some of them will not work: revoke an old key in the dashboard, then remove it here.',
    comment:
      'Active: keys the service answered; revoke: withdraw a key in the service’s dashboard (docs/glossary.md).',
  },
  'keys.notice.old-key-kept': {
    message:
      'The new key is now in use, but the old key "{label}" could not be removed. Remove it from the key list later.',
    comment: 'After a key was replaced (rotated) by a new one.',
  },
  'keys.notice.old-key-kept-why': {
    message:
      'The new key is now in use, but the old key "{label}" could not be removed. {why} Remove it from the key list later.',
    comment: '{why}: the reason, a sentence of its own.',
  },
  'keys.notice.session-forgotten': {
    message:
      'The key "{label}" for {url} was kept for that session only (no keychain could store it), so it was forgotten when Bridge Explorer quit. Add it again to use it.',
    comment: '{url}: the service’s address. Session only: kept in memory until the app quits.',
  },
  'keys.notice.orphans': {
    message:
      '{n, plural, one {One key is} other {# keys are}} in the system keychain without an entry in the key list ({hints}), left by a damaged key list or an interrupted removal, or saved by Bridge Explorer with another user-data folder. Add such a key again to use it here: the keychain entry is adopted, not stored a second time.',
    comment:
      '{hints}: the keys’ first and last characters (bxk_…abcd), shown as they are. Adopted: taken into the key list.',
  },
  'keys.doctor.where': {
    message:
      '{backend, select, macos_keychain {the macOS Keychain} windows_credential_manager {Windows Credential Manager} secret_service {{named, select, yes {the Secret Service ({provider})} other {the Secret Service}}} other {no keychain}}',
    comment:
      'Where keys are kept, inside a sentence. {provider}: the program behind the Secret Service (gnome-keyring, KWallet), shown as it is. The Secret Service: Linux’s keychain interface.',
  },
  'keys.doctor.where-start': {
    message:
      '{backend, select, macos_keychain {The macOS Keychain} windows_credential_manager {Windows Credential Manager} secret_service {{named, select, yes {The Secret Service ({provider})} other {The Secret Service}}} other {No keychain}}',
    comment: 'keys.doctor.where at the start of a sentence.',
  },
  'keys.doctor.works': {
    message: 'Keys are stored in {where}. It is unlocked and answers.',
    comment: '{where}: keys.doctor.where.',
  },
  'keys.doctor.no-default-keyring': {
    message: 'Keys cannot be stored. {where} answers, but has no default keyring to save them in.',
    comment: '{where}: keys.doctor.where-start. A keyring: one store of secrets inside the keychain.',
  },
  'keys.doctor.cannot-store': {
    message:
      'Keys cannot be stored. {why, select, no_session_bus {There is no D-Bus session (DBUS_SESSION_BUS_ADDRESS is not set or points nowhere), so no keychain can be reached.} no_secret_service {The D-Bus session has no Secret Service: gnome-keyring (or another provider) is not running.} kwallet {KWallet is running but does not offer the Secret Service interface the app uses.} locked {{where} is locked.} timeout {{where} did not answer in time: an unlock prompt may be waiting.} wsl {This is WSL, which has no keychain of its own unless one is installed and started.} headless {This is a session without a desktop (no DISPLAY, no D-Bus session), so no keychain runs.} sandboxed {The app runs in a sandbox that is not allowed to talk to the Secret Service.} module_missing {The keychain library (libsecret) could not be loaded.} other {{where} refused the request.}}',
    comment:
      '{where}: keys.doctor.where-start. D-Bus, DBUS_SESSION_BUS_ADDRESS, DISPLAY, gnome-keyring, KWallet, WSL and libsecret are names: keep them.',
  },
  'keys.warning.prefix': {
    message:
      'Keys for this service start with "{prefix}". This one does not, so it may belong to another service or be incomplete. It will be saved anyway.',
    comment: '{prefix}: the start every key of this service has (bxk_), shown as it is.',
  },
  'keys.warning.length': {
    message:
      'Keys for this service are {length, plural, one {# character} other {# characters}} long; this one has {actual, number}. Part of it may be missing or extra. It will be saved anyway.',
  },
  'keys.warning.characters': {
    message:
      'Keys for this service contain only letters and digits after the prefix; this one has other characters. It will be saved anyway.',
  },
} as const satisfies SourceSlice
