/**
 * The words of every failure the renderer explains (renderer/src/lib/error-words.ts and error-text.ts): what
 * happened, why, and what to do. Ids, scopes and paths inside them are values, isolated for right-to-left text
 * (docs/i18n.md, "Right to left").
 */
import type { SourceSlice } from '../../source-message.ts'

export const errors = {
  'errors.step.keys': {
    message: 'Open Keys to check the key, or add another one.',
    comment: 'Keys is the name of the page that lists the API keys (docs/glossary.md: key).',
  },
  'errors.step.add-key': { message: 'Open Keys and add an API key.' },
  'errors.step.new-key': { message: 'Create a new key in the dashboard, then add it in Keys.' },
  'errors.code.missing-api-key.title': { message: 'No API key was sent' },
  'errors.code.missing-api-key.why': {
    message: 'The service needs an API key with every request, and none was sent.',
  },
  'errors.code.invalid-api-key.title': { message: 'The service does not know this key' },
  'errors.code.invalid-api-key.why': {
    message:
      'The key was sent, but the service has no key like it. It may be mistyped or belong to another service.',
  },
  'errors.code.key-revoked.title': { message: 'This key was revoked' },
  'errors.code.key-revoked.why': {
    message: 'The key was switched off in the dashboard and can no longer be used.',
  },
  'errors.code.key-expired.title': { message: 'This key has expired' },
  'errors.code.key-expired.why': {
    message: 'The key passed its expiry date, so the service no longer accepts it.',
  },
  'errors.code.insufficient-scope.title': { message: 'This key may not see this' },
  'errors.code.insufficient-scope.why': {
    message: 'The key works, but it was not given the permission (scope) this view needs.',
    comment: 'A scope is a permission given to an API key, such as read:public.',
  },
  'errors.code.insufficient-scope.next': {
    message: 'Use a key that has the missing scope, or ask for one in the dashboard.',
  },
  'errors.code.api-access-revoked.title': { message: 'API access for this account is not approved' },
  'errors.code.api-access-revoked.why': {
    message: 'The key belongs to an account whose API access is not approved (or was withdrawn).',
  },
  'errors.code.api-access-revoked.next': {
    message: 'Ask for API access in the account dashboard; the key works again once it is approved.',
  },
  'errors.code.api-access-required.title': { message: 'API access must be approved first' },
  'errors.code.api-access-required.why': {
    message: 'Keys can only be created after the account’s API access has been approved.',
  },
  'errors.code.api-access-required.next': {
    message: 'Request API access in the account dashboard and wait for approval.',
  },
  'errors.code.rate-limited.title': { message: 'Too many requests for now' },
  'errors.code.rate-limited.why': {
    message:
      'This key has used every request the service allows in the current window. The app already waited and tried again, without success.',
  },
  'errors.code.rate-limited.next': {
    message: 'Try again once the window is over; the Rate limit view shows when.',
    comment: '“Rate limit” is the name of a view of the app.',
  },
  'errors.code.too-many-invalid-attempts.title': { message: 'Paused after too many wrong keys' },
  'errors.code.too-many-invalid-attempts.why': {
    message:
      'Too many unknown, revoked or expired keys were tried from this computer, so the service stopped answering it for a while.',
  },
  'errors.code.too-many-invalid-attempts.next': {
    message: 'Wait until the pause is over, and fix or remove the wrong key in Keys before trying again.',
  },
  'errors.code.not-found.title': { message: 'Not found' },
  'errors.code.not-found.why': {
    message:
      'The service has nothing at this address. It may never have existed or may no longer be published.',
  },
  'errors.code.not-found.next': { message: 'Check the spelling, or search for it instead.' },
  'errors.code.validation-failed.title': { message: 'The service refused a value' },
  'errors.code.validation-failed.why': {
    message: 'One of the values sent with the request was not accepted.',
  },
  'errors.code.validation-failed.next': { message: 'Change the search or filter and try again.' },
  'errors.code.service-unavailable.title': { message: 'The service is down for a moment' },
  'errors.code.service-unavailable.why': {
    message: 'The service said it is temporarily unavailable. The app already retried a few times.',
  },
  'errors.code.service-unavailable.next': { message: 'Try again in a minute.' },
  'errors.code.internal-error.title': { message: 'The service had a problem' },
  'errors.code.internal-error.why': {
    message: 'Something went wrong inside the service. It is not caused by anything you did.',
  },
  'errors.code.internal-error.next': {
    message: 'Try again; if it keeps happening, the service’s operator needs to know.',
  },
  'errors.core.no-key.title': { message: 'No API key yet' },
  'errors.core.no-key.why': { message: 'The app has no API key for this service.' },
  'errors.core.keychain-unavailable.title': { message: 'The system keychain did not answer' },
  'errors.core.keychain-unavailable.why': {
    message: 'Keys are kept only in your system’s keychain, and it did not answer: it may not be running.',
  },
  'errors.core.keychain-unavailable.next': {
    message:
      'The Keychain panel in Keys names the exact fix, and can keep a key for this session only until then.',
  },
  'errors.core.keychain-locked.title': { message: 'The system keychain is locked' },
  'errors.core.keychain-locked.why': {
    message:
      'Keys are kept only in your system’s keychain, and it is locked, so the app can neither read nor save a key in it.',
  },
  'errors.core.keychain-locked.next': {
    message: 'Unlock the keychain (your computer’s password usually does it), then try again.',
  },
  'errors.core.invalid-payload.title': { message: 'The app refused its own request' },
  'errors.core.invalid-payload.why': {
    message: 'A value was outside what the app accepts (for example, far too long).',
  },
  'errors.core.invalid-payload.next': { message: 'Shorten or change what you typed and try again.' },
  'errors.core.untrusted-sender.title': { message: 'Request blocked' },
  'errors.core.untrusted-sender.why': {
    message: 'The request did not come from the app’s own window, so it was refused.',
  },
  'errors.core.untrusted-sender.next': { message: 'Restart the app.' },
  'errors.core.preview-unreachable.title': { message: 'The app’s background process is not answering' },
  'errors.core.preview-unreachable.why': {
    message: 'This window could not reach the part of the app that talks to the service.',
  },
  'errors.core.preview-unreachable.next': { message: 'Check that the app is still running, then reload.' },
  'errors.core.forbidden-token.title': { message: 'This window lost its connection to the app' },
  'errors.core.forbidden-token.why': {
    message:
      'The browser preview only answers the tab opened from the address it printed (with its secret part after “#”), and only while that preview runs.',
    comment:
      'The preview is the app run in a web browser for developers; “#” is the character of the address.',
  },
  'errors.core.forbidden-token.next': {
    message:
      'Open the full address the preview printed when it last started: a new tab, or a preview started again, needs it.',
  },
  'errors.core.secret-missing.title': { message: 'The key is not in the system keychain' },
  'errors.core.secret-missing.why': {
    message:
      'The app knows this key, but the keychain answered that it does not hold it: it may have been deleted outside Bridge Explorer.',
  },
  'errors.core.secret-missing.next': {
    message: 'Add the key again in Keys (remove the old entry, or put the key back into it).',
  },
  'errors.core.invalid-input.title': { message: 'This key cannot be saved as typed' },
  'errors.core.invalid-input.why': { message: 'The key does not look like an API key.' },
  'errors.core.invalid-input.next': {
    message: 'Copy the key again from the service’s dashboard and paste it here, as one piece.',
  },
  'errors.core.duplicate-key.title': { message: 'This key is already saved' },
  'errors.core.duplicate-key.why': { message: 'The same key is already in the list for this service.' },
  'errors.core.duplicate-key.next': { message: 'Use the saved one, or remove it first.' },
  'errors.core.bulk-other-service.title': { message: 'This list belongs to another service' },
  'errors.core.bulk-other-service.why': {
    message:
      'The list was looked up on another service than the key in use reaches, and answers of two services must not mix in one list.',
  },
  'errors.core.bulk-other-service.next': {
    message:
      'On Keys, make a key of the list’s service the one in use, then resume; or read the list again to look it up here.',
  },
  'errors.core.export-running.title': { message: 'That export is already running' },
  'errors.core.export-running.why': {
    message: 'An export with the same filters and format has not finished yet.',
  },
  'errors.core.export-running.next': { message: 'Wait for it to finish, or cancel it first.' },
  'errors.core.certificate-untrusted.title': { message: 'The service’s certificate is not trusted' },
  'errors.core.certificate-untrusted.why': {
    message:
      'The service’s certificate is not trusted by this computer; a company proxy may need its certificate installed. The app sent nothing, and never accepts a certificate it does not trust.',
  },
  'errors.core.certificate-untrusted.next': {
    message:
      'Ask your IT team for the company’s root certificate and install it on this computer, then try again.',
  },
  'errors.core.certificate-invalid.title': { message: 'The service’s certificate is not valid' },
  'errors.core.certificate-invalid.why': {
    message:
      'The service’s certificate has expired, is not valid yet, or was issued for another address, so nothing was sent.',
  },
  'errors.core.certificate-invalid.next': {
    message:
      'Check the service address in Keys and this computer’s date and time; if both are right, the service’s operator needs to renew the certificate.',
  },
  'errors.core.proxy-refused.title': { message: 'The proxy did not pass the request on' },
  'errors.core.proxy-refused.why': {
    message:
      'This computer sends its requests through a proxy, and the proxy could not be reached or refused to connect to the service.',
  },
  'errors.core.proxy-refused.next': {
    message: 'Check the proxy setting (or ask your IT team whether this service is allowed), then try again.',
  },
  'errors.core.proxy-auth-required.title': { message: 'The proxy needs a sign-in' },
  'errors.core.proxy-auth-required.why': {
    message: 'The proxy on the way to the service asks who you are before it passes requests on.',
  },
  'errors.core.proxy-auth-required.next': {
    message:
      'Sign in when the app asks (after “Not now”, Settings → Network → Test connection asks again), or ask your IT team for the proxy’s user name and password.',
    comment:
      '“Not now” is the button of the sign-in dialog; Settings → Network → Test connection names a page, a section and a button.',
  },
  'errors.core.proxy-auth-refused.title': { message: 'The proxy did not accept your sign-in' },
  'errors.core.proxy-auth-refused.why': {
    message:
      'The proxy on the way to the service refused the user name and password you gave: the password may be wrong.',
  },
  'errors.core.proxy-auth-refused.next': {
    message: 'Try again and sign in with the right user name and password, or ask your IT team for them.',
  },
  'errors.core.catalogue-damaged.title': {
    message: 'The catalogue on this computer was damaged',
    comment: 'The catalogue: the app’s own copy of the whole bridge list (docs/glossary.md).',
  },
  'errors.core.catalogue-damaged.why': {
    message:
      'Its file could not be read: something changed it while the app had it open. It was set aside (kept, not deleted), and the catalogue is being built again from the service.',
  },
  'errors.core.catalogue-damaged.next': {
    message: 'Search on the service meanwhile; the catalogue’s line says when it is complete again.',
  },
  'errors.kind.network.title': { message: 'The service cannot be reached' },
  'errors.kind.network.why': {
    message: 'No answer came back: the computer may be offline, or the service address may be wrong.',
  },
  'errors.kind.network.next': {
    message: 'Check your connection and the service address in Keys, then try again.',
  },
  'errors.kind.timeout.title': { message: 'The service took too long' },
  'errors.kind.timeout.why': { message: 'The service did not answer in time.' },
  'errors.kind.timeout.next': { message: 'Try again in a moment.' },
  'errors.kind.not-api.title': { message: 'This address is not the Bridge API' },
  'errors.kind.not-api.why': {
    message:
      'Something answers at this address, but not the way the Bridge API does (a web page, or “nothing here” for every path).',
  },
  'errors.kind.not-api.next': {
    message: 'Check the service URL in Keys: API addresses end in {path}.',
    comment: '{path} is the end of an API address, /v1/api, kept as it is.',
  },
  'errors.kind.parse.title': { message: 'The answer could not be read' },
  'errors.kind.parse.why': { message: 'The service answered with something that is not valid data.' },
  'errors.kind.parse.next': {
    message: 'Check the service address in Keys; it may point at another website.',
  },
  'errors.kind.shape.title': { message: 'The answer was not in the expected form' },
  'errors.kind.shape.why': { message: 'The service answered, but with fields the app does not recognise.' },
  'errors.kind.shape.next': { message: 'Check the service address in Keys, or update the app.' },
  'errors.kind.wait-too-long.title': { message: 'Not sent: the wait for the rate limit is too long' },
  'errors.kind.wait-too-long.why': {
    message:
      'This key has used the requests the service allows in this window, and the next window opens later than the app waits by itself, so the app chose not to wait and sent nothing.',
  },
  'errors.kind.wait-too-long.next': {
    message: 'Try again once the window opens; the Rate limit view shows when.',
  },
  'errors.kind.locked-out.title': { message: 'Paused after too many wrong keys' },
  'errors.kind.locked-out.why': {
    message:
      'The service stopped answering this computer for a while after too many unknown, revoked or expired keys.',
  },
  'errors.kind.locked-out.next': {
    message: 'Wait until the pause is over, and fix or remove the wrong key in Keys.',
  },
  'errors.kind.cancelled.title': { message: 'Cancelled' },
  'errors.kind.cancelled.why': { message: 'The request was stopped before it finished.' },
  'errors.kind.cancelled.next': { message: 'Try again if you still need it.' },
  'errors.wait-asked.title': { message: 'The service asked for a long wait' },
  'errors.wait-asked.why': {
    message:
      'The service answered that this key must wait before its next request, longer than the app waits by itself, so the app did not try again.',
  },
  'errors.wait-asked.next': { message: 'Try again once the wait is over; the Rate limit view shows when.' },
  'errors.resource-failing.title': { message: 'Not sent: this request kept failing' },
  'errors.resource-failing.why': {
    message:
      'The service failed this same request {failures, plural, one {# time} other {# times}} in a row, the most the app sends within its window, so the app sent nothing this time. Other requests go on as usual.',
    comment:
      '{failures} is the number of failed attempts after which the app stops sending the same request for a while.',
  },
  'errors.resource-failing.next': { message: 'Try again once the wait is over.' },
  'errors.cut-short.title': { message: 'The answer was cut off' },
  'errors.cut-short.why': {
    message: 'The service started to answer, but the connection broke before the answer was complete.',
  },
  'errors.cut-short.next': {
    message: 'Try again; if it keeps happening, a proxy or the service may be dropping connections.',
  },
  'errors.file.save': {
    message:
      'Could not save {what, select, proxy {the proxy setting} key_health {the key health export} pin {the pin} unpin {the removal of the pin} views {your views} views_export {the views} diagnostics {the diagnostics file} updates {the updates setting} preferences {your preferences} catalogue {the catalogue settings} key_list {the key list} other {the file}} to {path} ({why}); {kept, select, proxy {the proxy in use is as it was.} views {your saved views are as they were.} key_list {the list on disk is as it was.} nothing_imported {nothing was imported.} other {nothing was changed.}}',
    comment:
      'A file of the app could not be written. {path}: where; {why}: errors.file.why. A pin: a bridge or profile put on the watch list. The key health export: a CSV file of how well a key works.',
  },
  'errors.file.read': {
    message:
      'Could not read {path} ({why}); {kept, select, nothing_imported {nothing was imported.} other {nothing was changed.}}',
  },
  'errors.file.why': {
    message:
      '{code, select, ENOSPC {the disk is full} disk_full {the disk is full} EDQUOT {the disk quota is used up} EFBIG {the file is larger than this system allows} EROFS {the disk is read-only} EACCES {permission was refused} EPERM {permission was refused} EIO {the disk reported an error} read_only {the file is read-only} io {the file cannot be written} unavailable {the file could not be opened at start} other {the file system refused it ({raw})}}',
    comment: 'Why a file could not be used. {raw}: the system’s code (EXDEV), shown as it is.',
  },
  'errors.vault.url-has-key': {
    message: 'The service URL contains part of the key.',
    comment: 'The key: the API key being saved; the service URL: the address of the API it is for.',
  },
  'errors.vault.label-has-key': {
    message: 'The label contains part of the key. Choose a label without the key in it.',
    comment: 'The label: the name the user gives an API key.',
  },
  'errors.vault.label-too-long': {
    message: 'The label is too long; use at most {max, plural, one {# character} other {# characters}}.',
  },
  'errors.vault.check-not-json': {
    message: 'A check result must be plain JSON data.',
    comment: 'A key check’s result, as the app stores it.',
  },
  'errors.vault.scopes-not-list': {
    message: 'Scopes must be a list of names.',
    comment: 'Scopes: the permissions an API key carries (read:me).',
  },
  'errors.vault.check-has-key': {
    message: 'The check result contains part of the key, so it was not saved.',
  },
  'errors.vault.not-that-key': {
    message: 'That is not the key saved as "{label}": that one ends in …{last4}.',
    comment: '{label}: a key’s name; {last4}: the last four characters of the saved key.',
  },
  'errors.vault.key-gone': { message: 'That key is not in the key list (it may have been removed).' },
  'errors.vault.duplicate': {
    message: 'This key is already saved as "{label}".',
    comment: '{label}: the name of the saved API key.',
  },
  'errors.no-key': {
    message: 'No API key is active. Add a key in the key manager (Keys) to start exploring the service.',
    comment: 'Keys: the page where API keys are added.',
  },
  'errors.export.no-file': { message: 'No file was chosen, so nothing was exported.' },
  'errors.export.cancelled': { message: 'The export was cancelled.' },
  'errors.no-save-here': {
    message: 'This app cannot save files here.',
    comment: 'Said where the app has no way to ask where to save (a test host).',
  },
  'errors.no-proxy-setting': { message: 'This app has no proxy setting to change.' },
  'errors.views.not-a-file': {
    message: '{file} is not a file.',
    comment: '{file}: a path chosen to import saved views from (a folder, say).',
  },
  'errors.views.too-large': { message: 'This file is too large to be a saved-views file (over 512 KB).' },
  'errors.log.gone': {
    message: 'That request is no longer in the request log.',
    comment: 'The request log: every request the app sent, kept on this computer.',
  },
  'errors.log.key-known': {
    message: 'The key that sent this request is known: it is sent again with that key only.',
  },
  'errors.log.key-unknown': {
    message:
      'It is not known which saved key sent this request (key {hint}): it was logged before the app noted the key of each request. Nothing was sent; choose the key to send it with.',
    comment: '{hint}: the key’s first and last characters (bxk_…abcd).',
  },
  'errors.log.other-service': { message: 'That request went to another service.' },
  'errors.log.not-again': { message: 'That request cannot be sent again.' },
  'errors.log.key-not-saved': {
    message:
      'The key that sent this request ({hint}) is not saved: it was removed, replaced by a new key, or checked and never saved. Nothing was sent.',
    comment: '{hint}: the key’s first and last characters.',
  },
  'errors.log.key-other-service': {
    message: '“{label}” is a key of another service.',
    comment: '{label}: a saved key’s name.',
  },
  'errors.views.gone': {
    message: 'This view is no longer saved (it may have been deleted).',
    comment: 'A view: a saved view of the bridge list.',
  },
  'errors.views.name-length': {
    message: 'A view’s name has 1 to {max, plural, one {# character} other {# characters}}.',
  },
  'errors.views.name-taken': { message: 'A view named “{name}” is already saved. Choose another name.' },
  'errors.views.full': {
    message:
      'You have {max, plural, one {# saved view} other {# saved views}}, the most the app keeps. Delete one to save another.',
  },
  'errors.bulk.too-many-rows': {
    message: 'The list has more than {max, plural, one {# row} other {# rows}}.',
    comment: 'Bulk lookup: a list of names or links pasted to look up at once.',
  },
  'errors.bulk.other-service': {
    message: 'This list was looked up on {service}; make a key of that service the one in use to go on.',
    comment: '{service}: the service’s address.',
  },
  'errors.bulk.other-service-unnamed': {
    message:
      'This list was looked up on another service; make a key of that service the one in use to go on.',
  },
  'errors.export.unknown-file': {
    message: 'Only a file this app exported in this session can be shown in its folder.',
  },
  'errors.export.id-running': { message: 'An export with this id is already running.' },
  'errors.export.service-cannot': {
    message:
      'The service cannot sort by this order, filter by suggestors, one suggestor, several categories or ranges; export this list from the catalogue on this computer.',
    comment: 'The catalogue: the app’s own copy of the whole bridge list.',
  },
  'errors.export.same-running': {
    message: 'The same export is already running; wait for it or cancel it first.',
  },
  'errors.export.no-catalogue': { message: 'There is no catalogue on this computer to export from.' },
  'errors.vault.entry-gone': {
    message: 'That keychain entry is gone.',
    comment: 'The keychain: the operating system’s store of secrets.',
  },
  'errors.vault.session-secret-gone': {
    message: 'This session-only key has no secret any more.',
    comment: 'Session only: kept in memory until the app quits.',
  },
  'errors.vault.unknown-id': { message: 'That key id is not one the app gave to a check, or a key has it.' },
  'errors.vault.secret-missing': {
    message:
      'The system keychain answered that it does not hold the key "{label}": it may have been deleted outside Bridge Explorer. Add the key again.',
  },
  'errors.vault.unknown-state': { message: 'Unknown key state.' },
  'errors.vault.not-orphan': {
    message: 'That keychain entry is not waiting to be adopted.',
    comment: 'Adopted: taken into the app’s key list.',
  },
  'errors.vault.rotation-rejected': {
    message:
      'The new key could not be verified with the service, so nothing changed: "{label}" is still the key in use and the new key was not kept.',
    comment: '{label}: the old key’s name.',
  },
  'errors.export.write-failed': {
    message:
      'The export could not write its file in {dir}: {why}. {rows, plural, one {# row is} other {# rows are}} kept in a partial file; fix that and start the same export again to continue from there.',
    comment: '{dir}: a folder; {why}: errors.file.why.',
  },
  'errors.export.stopped-after': {
    message:
      'The export stopped after {pages, plural, one {# page} other {# pages}} ({reason}); it can be resumed.',
    comment: '{reason}: what failed, in the words of the part that failed (often English).',
  },
  'errors.export.cancelled-unchanged': {
    message: 'The export was cancelled; the target file was not changed.',
  },
  'errors.export.discarded': {
    message: 'The export was stopped and its rows discarded; the target file was not changed.',
  },
  'errors.export.other-checkpoint': {
    message: 'The checkpoint belongs to another export.',
    comment: 'The checkpoint: where a stopped export left off.',
  },
  'errors.export.partial-gone': { message: 'The partial file of this export is gone; start it again.' },
  'errors.folder.in-use': {
    message:
      'Another Bridge Explorer (process {pid}) is already using the folder {dir} (its lock file is {lock}). Close it first, or start this one with a different user-data folder, so the two do not overwrite each other’s key list.',
    comment: '{dir}: the app’s own data folder; {lock}: the lock file’s path; {pid}: a process number.',
  },
  'errors.folder.keeps-taken': {
    message: 'Could not take the folder {dir}: another instance keeps taking it (lock file {lock}).',
  },
  'errors.folder.read-only': {
    message:
      'The folder {dir} cannot be written ({why, select, read_only_fs {it is on a read-only file system} other {this user may not write there}}), so Bridge Explorer cannot keep its keys and history there. Choose another folder (--user-data-dir=FOLDER for the desktop app, --user-data FOLDER for the browser preview), or make this one writable. ({code})',
    comment:
      '--user-data-dir=FOLDER and --user-data FOLDER are options to type: keep them. {code}: the system’s code, for support.',
  },
  'errors.folder.not-a-folder': {
    message:
      'The folder {dir} does not exist or is not a folder. Choose another folder (--user-data-dir=FOLDER for the desktop app, --user-data FOLDER for the browser preview), or create it. ({code})',
  },
  'errors.folder.cannot-take': { message: 'Could not take the folder {dir} for this window ({code}).' },
  'errors.could-not-start': {
    message: 'Bridge Explorer could not start',
    comment: 'Title of the error box shown when the app cannot start; the reason follows.',
  },
  'errors.views.unreadable': {
    message:
      'Your saved views at {path} could not be read ({why}). Views cannot be saved until the file can be read.',
    comment: '{why}: errors.file.why.',
  },
  'errors.views.newer': {
    message:
      'Your saved views were written by a newer version of Bridge Explorer (format {version}); update the app to use them. The file is left as it is.',
    comment: '{version}: the file format’s number.',
  },
  'errors.views.unmovable': {
    message:
      'Your saved views at {path} could not be read, and could not be moved aside ({why}). Views cannot be saved until the file is fixed or removed.',
  },
  'errors.views.recovered': {
    message:
      'Your saved views could not be read ({reason}), so the file was kept as {kept} and an empty list was started.',
    comment: '{reason}: the file reader’s own words; {kept}: a file path.',
  },
  'errors.views.dropped': {
    message:
      '{n, plural, one {# saved view could not be read and was} other {# saved views could not be read and were}} left out; the original file was kept as {kept}.',
  },
  'errors.file-problem.title': { message: 'A file on this computer could not be used' },
  'errors.file-problem.why': { message: 'The app could not write or read one of its files.' },
  'errors.file-problem.next': {
    message: 'Fix what is said above (free some space, or let the app write to its folder), then try again.',
  },
  'errors.unknown.title': { message: 'Something went wrong' },
  'errors.unknown.why': { message: 'The request failed for a reason the app does not recognise.' },
  'errors.unknown.next': {
    message: 'Try again; the Developer view lists the recent requests and their answers.',
    comment: 'The Developer view is a page of the app.',
  },
  'errors.key-blocked-note': {
    message: 'The app stopped sending requests with this key so the service does not lock this computer out.',
  },
  'errors.status-401.title': { message: 'The service refused the key' },
  'errors.status-401.why': {
    message:
      'The service answered “not authorised” (401) with a body the app could not read, so the app stopped using this key.',
  },
  'errors.export.write-failed.title': { message: 'The export file could not be written' },
  'errors.export.stopped.title': { message: 'The export stopped' },
  'errors.export.stopped.why': { message: 'The export did not finish.' },
  'errors.export.next': { message: 'Start the same export again: it continues from where it stopped.' },
  'errors.retry-after': {
    message: 'Try again after {at}, when the wait is over.',
    comment: '{at} is a date and time, such as “Nov 27, 3:04 PM”, written in the user’s formats.',
  },
  'errors.unusable-field': {
    message: 'The unusable field is “{field}”.',
    comment: '{field} is the path of a field in the service’s answer, such as data[3].title, kept as it is.',
  },
  'errors.missing-scope': {
    message: 'It needs the “{scope}” scope.',
    comment: '{scope} is the name of a permission of an API key, such as read:me, kept as it is.',
  },
  'errors.refused-value': {
    message: '{field}: {problem}.',
    comment:
      '{field} names the field that was refused (in English, as the app’s code names it); {problem} is what was wrong with it, in the app’s own words.',
  },
  'errors.panel.missing-scope': {
    message: 'Missing scope: {scope}',
    comment: '{scope} is the name of the permission the API key lacks, such as read:me, shown as code.',
  },
  'errors.panel.retry': { message: 'Try again', comment: 'Button that sends the failed request again.' },
  'errors.panel.open-keys': {
    message: 'Open Keys',
    comment: 'Link to the Keys page, where the API keys are kept.',
  },
  'errors.sentences': {
    message: '{first} {second}',
    comment:
      'Two sentences of an error’s explanation, one after the other: write the space (or none) your language puts between sentences.',
  },
} as const satisfies SourceSlice
