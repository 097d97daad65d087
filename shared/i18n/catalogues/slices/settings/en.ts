/** Settings' rest (renderer/src/features/settings): network and proxy, updates, the catalogue, diagnostics. */
import type { SourceSlice } from '../../source-message.ts'

export const settings = {
  'settings.proxy.none': { message: 'No proxy: calls go straight to the service.' },
  'settings.proxy.manual': {
    message: 'The proxy set here: {url}.',
    comment: '{url} is the proxy’s address, such as http://proxy.example:3128.',
  },
  'settings.proxy.manual-except': {
    message: 'The proxy set here: {url} (except {bypass}).',
    comment: '{bypass} lists the addresses that skip the proxy.',
  },
  'settings.proxy.system': {
    message: 'The system’s proxy settings. {system}',
    comment: '{system} is what the system’s settings come to, as the app found them (in English).',
  },
  'settings.test.works': { message: 'The connection works.' },
  'settings.test.asked-key': {
    message: 'The service at {url} answered. No key was sent, so it asked for one, as expected.',
    comment: '{url} is the service’s address. The key is an API key (docs/glossary.md).',
  },
  'settings.test.answered': { message: 'The service at {url} answered. No key was sent.' },
  'settings.test.answered-status': {
    message: 'The service at {url} answered (HTTP {status}). No key was sent.',
    comment: '{status} is an HTTP status number, such as 200.',
  },
  'settings.test.skipped': {
    message:
      '{answer} It did not go through the proxy: an address on this computer never does, so this test says nothing of the proxy.',
    comment: '{answer} is one of the sentences above.',
  },
  'settings.test.failed': { message: 'The test failed.' },
  'settings.test.failed-detail': {
    message: '{explanation} {next} (Tested: {url}.)',
    comment: '{explanation} says what failed, {next} what to do; {url} is the address tested.',
  },
  'settings.test.failed-detail-no-url': { message: '{explanation} {next}' },
  'settings.catalogue.deleted': { message: 'Deleted.' },
  'settings.catalogue.deleted-freed': {
    message: 'Deleted; {size} freed.',
    comment: '{size} is a size on disk, such as 12.4 MB.',
  },
  'settings.catalogue.deleted-no-room': {
    message:
      'Deleted. The disk has too little room to give the space back now ({need} needed, {free} free): the catalogue file keeps the space and fills it again before it grows.',
    comment: '{need} and {free} are sizes on disk.',
  },
  'settings.catalogue.deleted-kept': {
    message:
      'Deleted, but the space could not be given back ({message}): the catalogue file keeps the space and fills it again before it grows.',
    comment: '{message} is the system’s own words, in English.',
  },
  'settings.updates.heading': { message: 'Updates', comment: 'New versions of the app.' },
  'settings.updates.reading': { message: 'Reading the updates setting…' },
  'settings.updates.look': { message: 'Look for new versions' },
  'settings.updates.policy': {
    message:
      'This choice is made for every user of this computer by the policy file {path}, so it cannot be changed here.',
    comment: '{path} is the file’s place on disk.',
  },
  'settings.updates.looking': { message: 'Looking…' },
  'settings.updates.check': { message: 'Check now', comment: 'Looks for a new version now.' },
  'settings.diagnostics.heading': {
    message: 'Diagnostics',
    comment: 'A file that describes the app’s state, for a bug report.',
  },
  'settings.diagnostics.about': {
    message:
      'A file to send with a support request: versions, settings, your keys’ labels (never a key), and the latest requests. You see everything in it before it is saved.',
  },
  'settings.diagnostics.preparing': { message: 'Preparing…' },
  'settings.diagnostics.region': { message: 'The diagnostics file' },
  'settings.diagnostics.holds': { message: 'The file holds' },
  'settings.diagnostics.holds-size': {
    message: '{holds} ({size}):',
    comment: '{holds} is “The file holds” in bold; {size} its size; a list of what it holds follows.',
  },
  'settings.diagnostics.content': { message: 'Content of {name}', comment: '{name} is the file’s name.' },
  'settings.diagnostics.save': { message: 'Save this file' },
  'settings.diagnostics.close': { message: 'Close' },
  'settings.diagnostics.not-saved': { message: 'Not saved.' },
  'settings.diagnostics.saved': {
    message: 'Saved to {file}',
    comment: '{file} is the path of the saved file.',
  },
  'settings.network.heading': { message: 'Network' },
  'settings.network.reading': { message: 'Reading the proxy setting…' },
  'settings.network.in-use-label': { message: 'Proxy in use:' },
  'settings.network.in-use': {
    message: '{label} {words}',
    comment: '{label} is “Proxy in use:” in bold; {words} says which proxy.',
  },
  'settings.proxy.mode.system': { message: 'Use the system’s proxy settings' },
  'settings.proxy.mode.none': { message: 'No proxy' },
  'settings.proxy.mode.manual': { message: 'Use this proxy:', comment: 'Followed by a box for its address.' },
  'settings.network.address-missing': {
    message: 'Type the proxy’s address, like {example}.',
    comment: '{example} is an example address, http://proxy.example:3128.',
  },
  'settings.network.legend': { message: 'Which proxy the app’s calls go through' },
  'settings.network.address': { message: 'Proxy address' },
  'settings.network.address-help': {
    message:
      'A host and a port, starting with http:// or https://. Leave out any user name and password: the app asks when the proxy wants them.',
  },
  'settings.network.bypass': { message: 'Addresses that skip the proxy (optional)' },
  'settings.network.localhost': {
    message: 'This computer (localhost) is always reached directly, never through a proxy.',
    comment: 'localhost is the name of this computer in addresses: keep it as it is.',
  },
  'settings.network.save': { message: 'Save proxy setting' },
  'settings.network.saved': { message: 'Saved. Calls use it from now on.' },
  'settings.network.testing': { message: 'Testing…' },
  'settings.network.test': { message: 'Test connection' },
  'settings.network.test-about': {
    message: 'Reaches the service in use the way every call goes, without sending any key.',
  },
  'settings.sign-in.title': { message: 'Sign in to the proxy' },
  'settings.sign-in.why': {
    message: 'The proxy {proxy} asks who you are before it passes the app’s requests on to the service.',
    comment: '{proxy} is the proxy’s address.',
  },
  'settings.sign-in.why-realm': {
    message:
      'The proxy {proxy} (“{realm}”) asks who you are before it passes the app’s requests on to the service.',
    comment: '{realm} is the name the proxy gives itself.',
  },
  'settings.sign-in.refused': {
    message: 'The proxy did not accept the user name and password tried last. Check them and try again.',
  },
  'settings.sign-in.user': { message: 'User name' },
  'settings.sign-in.password': { message: 'Password' },
  'settings.sign-in.remember': {
    message: 'Remember on this computer (kept in the system keychain, never in a file)',
    comment: 'The keychain: the operating system’s store of passwords.',
  },
  'settings.sign-in.not-now': { message: 'Not now' },
  'settings.sign-in.submit': { message: 'Sign in' },
  'settings.sign-in.send-failed': { message: 'The answer could not be sent. Try again.' },
  'settings.sign-in.user-missing': { message: 'Type the user name the proxy expects.' },
  'settings.catalogue.heading': {
    message: 'Catalogue',
    comment: 'The app’s own copy of the whole bridge list (docs/glossary.md).',
  },
  'settings.catalogue.about': {
    message:
      'The catalogue is a copy of the public list of bridges on this computer. It lets the app sort, count and look up every bridge, and answer without the service. Reading it costs one request per 100 bridges, taken only from the share of your key’s requests you allow here; your own requests always go first.',
  },
  'settings.catalogue.share': { message: 'Share of your requests' },
  'settings.catalogue.share-option': {
    message: '{percent} %',
    comment: '{percent} is a whole number such as 25; write the percent sign as the language does.',
  },
  'settings.catalogue.share-default': { message: '{percent} % (default)' },
  'settings.catalogue.refresh': { message: 'Read the whole list again' },
  'settings.catalogue.every-day': { message: 'Every day' },
  'settings.catalogue.every-week': { message: 'Every week' },
  'settings.catalogue.every-30-days': { message: 'Every 30 days' },
  'settings.catalogue.every-hours': { message: '{n, plural, one {Every hour} other {Every # hours}}' },
  'settings.catalogue.size': {
    message:
      'Size on disk: {size}. New bridges are picked up every few minutes from the newest pages, which costs one or two requests.',
  },
  'settings.catalogue.turn-on': { message: 'Turn on and build' },
  'settings.catalogue.rebuild': { message: 'Rebuild', comment: 'Reads the whole list again from the start.' },
  'settings.catalogue.deleting': { message: 'Deleting…' },
  'settings.catalogue.delete': { message: 'Delete catalogue' },
  'settings.catalogue.history': {
    message:
      'Delete also removes the catalogue’s history of changes (What changed, and each bridge over time). The history keeps {days, plural, one {# day} other {# days}} of changes, and at most {rows, number} of them.',
    comment:
      'Beside Delete catalogue. {days} is how many days of changes are kept (90); {rows} the most changes kept (500,000). What changed is the name of a page.',
  },
  'settings.catalogue.confirm-title': { message: 'Delete the catalogue?' },
  'settings.catalogue.confirm-what': {
    message:
      'The copy of this service’s bridge list on this computer is removed with everything the catalogue kept of it: the bridges, the bridges it saw go from the list, the suggestors’ profiles read, and how far its reading had got. The catalogue is turned off, so sorting over all bridges, totals, Insights and lookups by id or title stop working until you turn it on again.',
    comment: 'Insights: the name of a panel of figures over the bridge list.',
  },
  'settings.catalogue.confirm-stays': {
    message:
      'The space it took on disk is given back. Other services’ catalogues, these settings and everything on the service stay.',
  },
} as const satisfies SourceSlice
