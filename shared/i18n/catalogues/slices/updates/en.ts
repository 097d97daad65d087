/**
 * Updates (electron/updates): the questions main asks in its own message boxes, worded by main in the language in
 * force, and the state and the check's outcome Settings shows, said by code (shared/i18n/said.ts) and worded in
 * the renderer (docs/i18n.md, "Main's own sentences"). A feed: the address the app reads new versions from.
 */
import type { SourceSlice } from '../../source-message.ts'

const COMMAND = '{command} is a command to type, shown as it is.'

export const updates = {
  'updates.available-title': { message: 'Update available', comment: 'Title of a message box.' },
  'updates.available': {
    message: 'Bridge Explorer {version} is available. You have {current}.',
    comment: '{version} and {current} are version numbers (0.2.0).',
  },
  'updates.available-named': {
    message: 'Bridge Explorer {version} ({name}) is available. You have {current}.',
    comment: '{name} is the release’s own name, as its publisher wrote it.',
  },
  'updates.whats-new': {
    message: 'What is new:\n{notes}',
    comment: '{notes}: the release notes, as the publisher wrote them (often English). Keep the line break.',
  },
  'updates.no-notes': { message: 'The feed says nothing about what changed.' },
  'updates.download-now': { message: 'Download it now? Nothing is installed until you say so.' },
  'updates.download': { message: 'Download', comment: 'A button.' },
  'updates.not-now': { message: 'Not now', comment: 'A button.' },
  'updates.ready-title': { message: 'Update ready', comment: 'Title of a message box.' },
  'updates.ready': {
    message: 'Bridge Explorer {version} is downloaded and its checksum matches the feed.',
    comment: 'The checksum: a fingerprint of the file the feed gives, compared with the download.',
  },
  'updates.restart-now': {
    message: 'Restart now to install it? Your saved views, keys and history stay as they are.',
  },
  'updates.restart-install': { message: 'Restart and install', comment: 'A button.' },
  'updates.later': { message: 'Later', comment: 'A button.' },
  'updates.ok': { message: 'OK', comment: 'A button.' },
  'updates.box-text': {
    message: '{first}\n\n{second}',
    comment: 'Two paragraphs of a message box, one under the other.',
  },

  // What decides whether this copy looks for updates (Settings → Updates).
  'updates.on': { message: 'Bridge Explorer looks for updates at {feed}.', comment: '{feed}: an address.' },
  'updates.off-setting': {
    message: 'Updates are turned off in Settings: Bridge Explorer does not look for new versions.',
  },
  'updates.off-policy': {
    message: 'Updates are turned off for this computer by {path}.',
    comment: '{path}: the policy file an administrator wrote.',
  },
  'updates.policy-unreadable': {
    message:
      'Updates are off: the policy file {path} cannot be used ({why, select, object {it is not a JSON object} updates {“updates” must be true or false} feed {“updateFeed” must be an https:// address} other {it is not valid JSON}}). Ask whoever manages this computer.',
    comment: '“updates” and “updateFeed” are names in the file: keep them as they are.',
  },
  'updates.no-feed': { message: 'This build names no update feed. {how}', comment: '{how}: updates.how-….' },
  'updates.insecure-feed': {
    message: 'Updates are off: the update feed {feed} is not an https:// address.',
  },
  'updates.package-manager': {
    message:
      'This copy was installed by the system’s package manager ({type}), so it does not replace itself. {how}',
    comment: '{type}: deb, rpm, pacman or snap. {how}: updates.how-….',
  },
  'updates.cannot-self-update': { message: 'This copy cannot update itself. {how}' },
  'updates.how-package': {
    message: 'Update it the way it was installed: {command}, or your software centre.',
    comment: COMMAND,
  },
  'updates.how-pacman': { message: 'Update it the way it was installed: {command}.', comment: COMMAND },
  'updates.how-snap': { message: 'Snaps update themselves: {command} does it now.', comment: COMMAND },
  'updates.how-download': { message: 'Download the new version from the place you got this one.' },
  'updates.no-updater': {
    message:
      '{where, select, preview {Looking for updates is not available in the browser preview: it has no updater.} other {Looking for updates is not available here: it has no updater.}}',
  },
  'updates.no-updater-state': {
    message: '{why} The desktop app looks for updates itself.',
    comment: '{why}: updates.no-updater.',
  },

  // What one check found.
  'updates.latest': { message: 'Bridge Explorer {current} is the latest version.' },
  'updates.unsigned': {
    message:
      'The update feed offers version {version}, but it is not signed with the Bridge Explorer release key, so it was not downloaded.',
  },
  'updates.declined': { message: 'Version {version} was not downloaded.' },
  'updates.downloaded': { message: 'Version {version} is downloaded; it is installed only when you say so.' },
  'updates.installing': { message: 'Installing version {version}.' },
  'updates.unreachable': {
    message: 'The update feed {feed} cannot be reached. Bridge Explorer will look again at the next start.',
  },
  'updates.untrusted': {
    message:
      'The update feed {feed} is not trusted by this computer (its certificate could not be verified), so nothing was downloaded. A company proxy may need its certificate installed.',
  },
  'updates.checksum': {
    message:
      'The downloaded update does not match the checksum the feed gave, so it was thrown away and nothing was installed.',
  },
  'updates.not-a-release': {
    message:
      'The update feed {feed} answered with something that is not a description of a release, so nothing was downloaded.',
  },
  'updates.refused': {
    message:
      'The update feed {feed} refused the request ({detail}). Bridge Explorer will look again at the next start.',
    comment: '{detail}: what the updater library said, in English as it said it.',
  },
  'updates.failed': {
    message: 'Looking for updates failed: {detail}',
    comment: '{detail}: what the updater library said, in English as it said it.',
  },
} as const satisfies SourceSlice
