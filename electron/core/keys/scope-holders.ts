/**
 * What the app knows of a scope for each saved key, by the usage matrix's one rule (usage/scope-matrix.ts scopeCell:
 * the newer of the key's latest check and the service's own answers): whether the key in use is known to lack a
 * scope, so a request needing it is not sent (README, "Missing scopes"), and which other saved key of the same service has it,
 * so a 403 insufficient_scope can offer that key instead of a "Try again" that cannot help.
 */
import type { Scope } from '../../../shared/api/types.ts'
import type { KeyState } from '../../../shared/ipc/common.ts'
import type { KeyInfo, ScopeHolder } from '../../../shared/ipc/keys.ts'
import type { DatabaseSync } from 'node:sqlite'
import type { ServiceTarget } from '../session/session-target.ts'
import type { CoreContext, Implementations } from '../session/types.ts'
import { scopeCell, type ScopeAnswer } from '../usage/scope-matrix.ts'
import { readAnswers } from '../usage/usage-read.ts'

/** Reads a saved key's stored scope answers (usage-read.ts readAnswers). */
export type AnswersOf = (key: KeyInfo) => readonly ScopeAnswer[]

/** A key the service refused as a whole is no way out of a missing scope. */
const USABLE: ReadonlySet<KeyState> = new Set<KeyState>(['active', 'unknown'])

/** True when the key's check or an answer of the service proved `scope` missing, and nothing newer proved it since. */
export function lacksScope(key: KeyInfo, answers: readonly ScopeAnswer[], scope: Scope): boolean {
  return scopeCell(key, answers, scope).verdict === 'denied'
}

/**
 * The saved key of `serviceUrl`, other than `exceptId`, that is proven to have `scope` (the most recently proven one
 * when several are); null when none is. A key refused by the service or held in a locked keychain is passed over.
 */
export function keyWithScope(
  keys: readonly KeyInfo[],
  answersOf: AnswersOf,
  scope: Scope,
  where: { serviceUrl: string; exceptId: string | null },
): ScopeHolder | null {
  let best: { holder: ScopeHolder; at: number } | null = null
  for (const key of keys) {
    if (key.serviceUrl !== where.serviceUrl || key.id === where.exceptId) continue
    if (!USABLE.has(key.state) || key.keychainLocked === true) continue
    const cell = scopeCell(key, answersOf(key), scope)
    if (cell.verdict !== 'allowed') continue
    const at = cell.at ?? 0
    if (best === null || at > best.at) best = { holder: { id: key.id, label: key.label }, at }
  }
  return best?.holder ?? null
}

/** The answers stored for a saved key (an empty list without a history file). */
function answersIn(db: DatabaseSync | null): AnswersOf {
  return (key) => readAnswers(db, { serviceUrl: key.serviceUrl, keyId: key.id })
}

/** Whether the saved key of target `t` is known to lack `scope` (never the demo key, made with every scope). */
export function targetLacksScope(
  ctx: Pick<CoreContext, 'vault' | 'history'>,
  t: ServiceTarget,
  scope: Scope,
): boolean {
  if (t.mode !== 'configured') return false
  const key = ctx.vault.list().find((k) => k.id === t.keyId)
  return key !== undefined && lacksScope(key, answersIn(ctx.history.database())(key), scope)
}

/** keys:with-scope: another saved key of the service in use proven to have the scope. */
export function scopeHandlers(ctx: CoreContext): Pick<Implementations, 'keys:with-scope'> {
  return {
    'keys:with-scope': async ({ scope }) => {
      const t = ctx.session.target()
      if (t === null || t.mode !== 'configured') return null
      const where = { serviceUrl: t.serviceUrl, exceptId: t.keyId }
      return keyWithScope(ctx.vault.list(), answersIn(ctx.history.database()), scope, where)
    },
  }
}
