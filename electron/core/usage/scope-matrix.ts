/** The scope matrix: each endpoint × each saved key, from the latest key check and the service's own answers. */
import type { Scope } from '../../../shared/api/types.ts'
import type { KeyInfo } from '../../../shared/ipc/keys.ts'
import type { ScopeCell, ScopeMatrix, ScopeMatrixKey } from '../../../shared/ipc/usage.ts'
import { SCOPE_SCREENS } from '../inspector/key-report.ts'
import { ENDPOINT_SCOPES } from './endpoint-list.ts'

/** An answer of the service that showed whether a key may call an endpoint. */
export interface ScopeAnswer {
  endpoint: string
  verdict: 'allowed' | 'denied'
  at: number
}

const SCOPES = Object.keys(SCOPE_SCREENS) as Scope[]
const UNKNOWN: ScopeCell = { verdict: 'unknown', source: null, at: null, endpoint: null }

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x)
const listed = (x: unknown, scope: Scope): boolean => Array.isArray(x) && x.includes(scope)

/** What the key's latest check said of `scope` (the check is stored as the inspector's report). */
function fromCheck(key: KeyInfo, scope: Scope): ScopeCell | null {
  const check = key.lastCheck
  const scopes = isObject(check?.result) ? check.result['scopes'] : undefined
  if (!check || !isObject(scopes)) return null
  const at = Date.parse(check.at)
  const cell = (verdict: ScopeCell['verdict']): ScopeCell => ({
    verdict,
    source: 'check',
    at: Number.isFinite(at) ? at : null,
    endpoint: null,
  })
  if (listed(scopes['granted'], scope)) return cell('allowed')
  if (listed(scopes['missing'], scope)) return cell('denied')
  return cell('unknown')
}

/**
 * The newest answer on any endpoint of `scope`: one scope per endpoint (`x-required-scope`), so it speaks for all of
 * them.
 */
function fromAnswers(answers: readonly ScopeAnswer[], scope: Scope): ScopeCell | null {
  let newest: ScopeAnswer | null = null
  for (const a of answers) {
    const of = ENDPOINT_SCOPES.find((e) => e.path === a.endpoint)?.scope
    if (of === scope && (newest === null || a.at > newest.at)) newest = a
  }
  return newest && { verdict: newest.verdict, source: 'answer', at: newest.at, endpoint: newest.endpoint }
}

/** A scope's verdict for a key: the newer of the answer and the check; a check that could not tell yields. */
export function scopeCell(key: KeyInfo, answers: readonly ScopeAnswer[], scope: Scope): ScopeCell {
  const answer = fromAnswers(answers, scope)
  const check = fromCheck(key, scope)
  if (answer && (!check || check.verdict === 'unknown' || (answer.at ?? 0) >= (check.at ?? 0))) return answer
  return check ?? UNKNOWN
}

/** Builds the matrix for the saved keys; `answersOf` reads a key's stored answers. */
export function buildScopeMatrix(
  keys: readonly KeyInfo[],
  answersOf: (key: KeyInfo) => readonly ScopeAnswer[],
): ScopeMatrix {
  const columns: ScopeMatrixKey[] = keys.map((key) => {
    const answers = answersOf(key)
    const byScope = new Map(SCOPES.map((s) => [s, scopeCell(key, answers, s)]))
    return {
      id: key.id,
      label: key.label,
      prefix: key.prefix,
      last4: key.last4,
      serviceUrl: key.serviceUrl,
      state: key.state,
      active: key.active,
      expiresOn: key.expiresOn ?? null,
      cells: ENDPOINT_SCOPES.map((e) => byScope.get(e.scope) ?? UNKNOWN),
    }
  })
  return {
    endpoints: ENDPOINT_SCOPES.map((e) => ({ ...e })),
    scopes: SCOPES.map((scope) => ({ scope, unlocks: [...SCOPE_SCREENS[scope]] })),
    keys: columns,
  }
}
