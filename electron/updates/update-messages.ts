/**
 * What the update prompts say, from the feed's description of the new version: plain data, unit-tested. The
 * message boxes main shows are worded with main's words in the language in force (`t`); the outcome of a failed
 * check is said by code (shared/i18n/said.ts) for Settings to word (docs/i18n.md, "Main's own sentences").
 */
import { said, type Said } from '../../shared/i18n/said.ts'
import type { Translate } from '../../shared/i18n/translate.ts'

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
 * which a native message box would show as tags. Cut to a length a dialog can hold. The notes are the publisher's
 * own words; when there are none, `t` says so.
 */
export function whatIsNew(update: OfferedUpdate, t: Translate): string {
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
  if (text === '') return t('updates.no-notes')
  return text.length > MAX_NOTES ? `${text.slice(0, MAX_NOTES)}…` : text
}

/** "Bridge Explorer 0.2.0 (its name) is available. You have 0.1.0." */
function availableLine(update: OfferedUpdate, current: string, t: Translate): string {
  return update.releaseName
    ? t('updates.available-named', { version: update.version, name: update.releaseName, current })
    : t('updates.available', { version: update.version, current })
}

/** The question before downloading, in `t`'s language. */
export function askToDownload(update: OfferedUpdate, current: string, t: Translate): UpdateQuestion {
  return {
    type: 'info',
    title: t('updates.available-title'),
    message: availableLine(update, current, t),
    detail: t('updates.box-text', {
      first: t('updates.whats-new', { notes: whatIsNew(update, t) }),
      second: t('updates.download-now'),
    }),
    buttons: [t('updates.download'), t('updates.not-now')],
    defaultId: 0,
    cancelId: 1,
  }
}

/** The question before installing (the app restarts), in `t`'s language. */
export function askToInstall(update: OfferedUpdate, t: Translate): UpdateQuestion {
  return {
    type: 'info',
    title: t('updates.ready-title'),
    message: t('updates.ready', { version: update.version }),
    detail: t('updates.restart-now'),
    buttons: [t('updates.restart-install'), t('updates.later')],
    defaultId: 0,
    cancelId: 1,
  }
}

/** What a system package is told instead of an offer to download: `how` is the state's own sentence. */
export function availableElsewhere(
  update: OfferedUpdate,
  current: string,
  how: string,
  t: Translate,
): UpdateQuestion {
  return {
    type: 'info',
    title: t('updates.available-title'),
    message: t('updates.available', { version: update.version, current }),
    detail: t('updates.box-text', {
      first: t('updates.whats-new', { notes: whatIsNew(update, t) }),
      second: how,
    }),
    buttons: [t('updates.ok')],
    defaultId: 0,
    cancelId: 0,
  }
}

/**
 * A failed check or download, said by code: the feed down, an answer that is not an update description, TLS. The
 * library's own words, where they are the detail, stay as it wrote them.
 */
export function explainUpdateFailure(error: unknown, feedUrl: string): Said {
  const text = error instanceof Error ? error.message : String(error)
  const code = (error as { code?: unknown } | null)?.code
  const codeText = typeof code === 'string' ? code : ''
  const feed = { ltr: feedUrl }
  const detail = { ltr: text.split('\n')[0] ?? '' }
  if (
    /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|EHOSTUNREACH|ENETUNREACH|timeout/i.test(
      `${codeText} ${text}`,
    )
  ) {
    return said('updates.unreachable', { feed })
  }
  if (/CERT|certificate|self[- ]signed|UNABLE_TO_VERIFY|DEPTH_ZERO/i.test(`${codeText} ${text}`)) {
    return said('updates.untrusted', { feed })
  }
  if (/sha512 checksum mismatch|checksum/i.test(text)) return said('updates.checksum')
  if (
    /ERR_UPDATER_INVALID_UPDATE_INFO|ERR_UPDATER_LATEST_VERSION_NOT_FOUND|YAMLException|Cannot parse|invalid/i.test(
      `${codeText} ${text}`,
    )
  ) {
    return said('updates.not-a-release', { feed })
  }
  if (/HttpError|status/i.test(text)) return said('updates.refused', { feed, detail })
  return said('updates.failed', { detail })
}
