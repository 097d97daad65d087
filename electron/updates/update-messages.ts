/** What the update prompts say, from the feed's description of the new version: plain data, unit-tested. */

/** The parts of electron-updater's UpdateInfo the prompts read. */
export interface OfferedUpdate {
  version: string
  releaseName?: string | null
  releaseNotes?: string | readonly { version: string; note: string | null }[] | null
  releaseDate?: string
}

/** A question in a message box (the subset of Electron's MessageBoxOptions the prompts use). */
export interface UpdateQuestion {
  type: 'info' | 'warning'
  title?: string
  message: string
  detail?: string
  buttons: string[]
  defaultId?: number
  cancelId?: number
}

const MAX_NOTES = 2000

/**
 * The release notes as plain text: a generic feed may carry HTML (electron-builder copies it from the release),
 * which a native message box would show as tags. Cut to a length a dialog can hold.
 */
export function whatIsNew(update: OfferedUpdate): string {
  const notes = update.releaseNotes
  const raw =
    typeof notes === 'string'
      ? notes
      : Array.isArray(notes)
        ? notes.map((n) => `${n.version}: ${n.note ?? ''}`).join('\n')
        : ''
  const text = raw
    .replace(/<br\s*\/?>|<\/p>|<\/li>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
  if (text === '') return 'The feed says nothing about what changed.'
  return text.length > MAX_NOTES ? `${text.slice(0, MAX_NOTES)}…` : text
}

/** The question before downloading. */
export function askToDownload(update: OfferedUpdate, current: string): UpdateQuestion {
  const name = update.releaseName ? ` (${update.releaseName})` : ''
  return {
    type: 'info',
    title: 'Update available',
    message: `Bridge Explorer ${update.version}${name} is available. You have ${current}.`,
    detail: `What is new:\n${whatIsNew(update)}\n\nDownload it now? Nothing is installed until you say so.`,
    buttons: ['Download', 'Not now'],
    defaultId: 0,
    cancelId: 1,
  }
}

/** The question before installing (the app restarts). */
export function askToInstall(update: OfferedUpdate): UpdateQuestion {
  return {
    type: 'info',
    title: 'Update ready',
    message: `Bridge Explorer ${update.version} is downloaded and its checksum matches the feed.`,
    detail: 'Restart now to install it? Your saved views, keys and history stay as they are.',
    buttons: ['Restart and install', 'Later'],
    defaultId: 0,
    cancelId: 1,
  }
}

/** What a system package is told instead of an offer to download. */
export function availableElsewhere(update: OfferedUpdate, current: string, how: string): UpdateQuestion {
  return {
    type: 'info',
    title: 'Update available',
    message: `Bridge Explorer ${update.version} is available. You have ${current}.`,
    detail: `What is new:\n${whatIsNew(update)}\n\n${how}`,
    buttons: ['OK'],
    defaultId: 0,
    cancelId: 0,
  }
}

/** A failed check or download in words: the feed down, an answer that is not an update description, TLS. */
export function explainUpdateFailure(error: unknown, feedUrl: string): string {
  const text = error instanceof Error ? error.message : String(error)
  const code = (error as { code?: unknown } | null)?.code
  const codeText = typeof code === 'string' ? code : ''
  if (
    /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|EHOSTUNREACH|ENETUNREACH|timeout/i.test(
      `${codeText} ${text}`,
    )
  ) {
    return `The update feed ${feedUrl} cannot be reached. Bridge Explorer will look again at the next start.`
  }
  if (/CERT|certificate|self[- ]signed|UNABLE_TO_VERIFY|DEPTH_ZERO/i.test(`${codeText} ${text}`)) {
    return `The update feed ${feedUrl} is not trusted by this computer (its certificate could not be verified), so nothing was downloaded. A company proxy may need its certificate installed.`
  }
  if (/sha512 checksum mismatch|checksum/i.test(text)) {
    return 'The downloaded update does not match the checksum the feed gave, so it was thrown away and nothing was installed.'
  }
  if (
    /ERR_UPDATER_INVALID_UPDATE_INFO|ERR_UPDATER_LATEST_VERSION_NOT_FOUND|YAMLException|Cannot parse|invalid/i.test(
      `${codeText} ${text}`,
    )
  ) {
    return `The update feed ${feedUrl} answered with something that is not a description of a release, so nothing was downloaded.`
  }
  if (/HttpError|status/i.test(text)) {
    return `The update feed ${feedUrl} refused the request (${text.split('\n')[0]}). Bridge Explorer will look again at the next start.`
  }
  return `Looking for updates failed: ${text.split('\n')[0]}`
}
