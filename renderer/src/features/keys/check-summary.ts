/**
 * A key check's summary in the language shown: the same sentences as the core's English summary
 * (electron/core/inspector/key-report.ts, kept for logs and tests), worded here from the check's own fields
 * (state, problem, owner, scopes), so a check saved with a key reads in the language of the moment. Pure.
 */
import type { Scope } from '../../../../shared/api/types.ts'
import type { MessageId } from '../../../../shared/i18n/catalogues/en.ts'
import { msg, type Translate } from '../../../../shared/i18n/translate.ts'
import type { KeyInspection } from '../../../../shared/ipc/keys.ts'
import { API_PATH } from '../../lib/error-words.ts'

/** What the check found, as the summary needs it. */
export type CheckFindings = Pick<KeyInspection, 'state' | 'owner' | 'scopes' | 'problem'>

/** The screens each scope unlocks (the core's SCOPE_SCREENS), by their words. */
const SCREENS: Readonly<Record<Scope, readonly MessageId[]>> = {
  'read:public': [
    msg('keys.screen.bridges'),
    msg('keys.screen.bridge-detail'),
    msg('keys.screen.profiles'),
    msg('keys.screen.stats'),
  ],
  'read:me': [msg('keys.screen.my-profile'), msg('keys.screen.owner-in-keys')],
}

/** The screens `scope` unlocks, in words (none for a scope the app makes no use of). */
export function scopeScreens(scope: string, t: Translate): string[] {
  return (SCREENS[scope as Scope] ?? []).map((id) => t(id))
}

/** One or a few sentences a person can act on, for the state and scopes the check found. */
export function checkSummary(r: CheckFindings, t: Translate, list: (items: string[]) => string): string {
  const problem = r.problem
  const code = problem?.code ?? t('keys.summary.no-answer')
  switch (r.state) {
    case 'missing':
      if (problem?.kind === 'key_unreadable') {
        if (problem.code === 'keychain_locked') return t('keys.summary.keychain-locked')
        if (problem.code === 'keychain_unavailable') return t('keys.summary.keychain-silent')
        return t('keys.summary.not-in-keychain')
      }
      return t('keys.summary.no-key')
    case 'invalid':
      return t('keys.summary.invalid')
    case 'revoked':
      return t('keys.summary.revoked')
    case 'expired':
      return t('keys.summary.expired')
    case 'access_revoked':
      return t('keys.summary.access-revoked')
    case 'locked_out':
      return t('keys.summary.locked-out', { until: problem?.retryAt ? 'yes' : 'no' })
    case 'unreachable':
      if (problem?.kind === 'wait_too_long' || problem?.code === 'rate_limited') {
        const at = problem.retryAt ? 'yes' : 'no'
        // Refused before sending (no status): the service was not asked, so it refused nothing.
        return problem.kind === 'wait_too_long' && problem.status === null
          ? t('keys.summary.rate-unsent', { at })
          : t('keys.summary.rate-used', { at })
      }
      if (problem?.kind === 'certificate') return t('keys.summary.certificate')
      if (problem?.kind === 'proxy') return t('keys.summary.proxy', { how: problem.code })
      return t('keys.summary.unreachable', { code })
    case 'not_api':
      return t('keys.summary.not-api', { path: API_PATH })
    case 'active':
      return activeSummary(r, t, list, code)
  }
  return t('keys.state.unknown-state')
}

function activeSummary(
  r: CheckFindings,
  t: Translate,
  list: (items: string[]) => string,
  code: string,
): string {
  const { granted, missing, unknown } = r.scopes
  const screens = (scopes: readonly Scope[]): string[] => scopes.flatMap((s) => scopeScreens(s, t))
  const parts = [r.owner ? t('keys.summary.works-owner', { owner: r.owner }) : t('keys.summary.works')]
  parts.push(
    granted.length > 0
      ? t('keys.summary.unlocks', { screens: list(screens(granted)) })
      : t('keys.summary.no-known-scope'),
  )
  if (missing.length > 0) {
    const lost = screens(missing)
    parts.push(t('keys.summary.lacks', { scopes: list([...missing]), screens: list(lost), n: lost.length }))
  }
  if (unknown.length > 0) parts.push(t('keys.summary.unknown', { scopes: list([...unknown]), code }))
  return parts.reduce((first, next) => t('rate.sentences', { first, next }))
}
