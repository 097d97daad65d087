// A key check's summary, worded in the renderer from the check's fields: the same English sentences as the core's
// summary (electron/core/inspector/key-report.ts) for every state and problem, and Polish and Arabic of its own.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { summarize } from '../../../../../electron/core/inspector/key-report.ts'
import { asIpcErrorCode } from '../../../../../shared/ipc/error-kinds.ts'
import type { KeyInspection, KeyProblem } from '../../../../../shared/ipc/keys.ts'
import { checkSummary, type CheckFindings } from '../../../../../renderer/src/features/keys/check-summary.ts'
import { english, wordsIn } from '../../../../support/words-in.ts'

/** The core's own way of listing ("a, b and c"), so only the sentences are compared. */
const coreList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`

const problem = (over: Partial<Omit<KeyProblem, 'code'>> & { code?: string }): KeyProblem => ({
  endpoint: '/me',
  kind: 'network',
  status: null,
  retryAt: null,
  ...over,
  code: asIpcErrorCode(over.code ?? 'network_error'),
})
const none = { granted: [], missing: [], unknown: [] }
/** What the core summarises (the summary reads none of the rate limit's figures or the notices). */
type Found = CheckFindings & Pick<KeyInspection, 'rateLimit' | 'notices'>
const findings = (over: Partial<CheckFindings>): Found => ({
  state: 'active',
  owner: null,
  scopes: none,
  problem: null,
  rateLimit: null,
  notices: [],
  ...over,
})

const CASES: Found[] = [
  findings({ state: 'missing', problem: problem({ kind: 'key_unreadable', code: 'keychain_locked' }) }),
  findings({ state: 'missing', problem: problem({ kind: 'key_unreadable', code: 'keychain_unavailable' }) }),
  findings({ state: 'missing', problem: problem({ kind: 'key_unreadable', code: 'secret_missing' }) }),
  findings({ state: 'missing' }),
  findings({ state: 'invalid' }),
  findings({ state: 'revoked' }),
  findings({ state: 'expired' }),
  findings({ state: 'access_revoked' }),
  findings({ state: 'locked_out', problem: problem({ kind: 'locked_out', code: 'locked_out', retryAt: 5 }) }),
  findings({ state: 'locked_out' }),
  findings({ state: 'unreachable', problem: problem({ kind: 'wait_too_long', code: 'wait_too_long' }) }),
  findings({
    state: 'unreachable',
    problem: problem({ kind: 'api', code: 'rate_limited', status: 429, retryAt: 9 }),
  }),
  findings({ state: 'unreachable', problem: problem({ kind: 'certificate', code: 'cert_untrusted' }) }),
  findings({ state: 'unreachable', problem: problem({ kind: 'proxy', code: 'proxy_auth_required' }) }),
  findings({ state: 'unreachable', problem: problem({ kind: 'proxy', code: 'proxy_refused' }) }),
  findings({ state: 'unreachable', problem: problem({ code: 'timeout' }) }),
  findings({ state: 'unreachable' }),
  findings({ state: 'not_api' }),
  findings({ owner: 'ada', scopes: { granted: ['read:public', 'read:me'], missing: [], unknown: [] } }),
  findings({ scopes: { granted: [], missing: ['read:public'], unknown: ['read:me'] } }),
  findings({ scopes: { granted: ['read:public'], missing: ['read:me'], unknown: [] } }),
]

test('every state and problem reads in English as the core’s summary says it', () => {
  // The catalogue writes an apostrophe as ’ (docs/i18n.md, "Translating"); the core's strings have a straight one.
  for (const found of CASES)
    assert.equal(checkSummary(found, english, coreList), summarize(found).replaceAll("'", '’'))
})

test('Polish and Arabic word a check’s summary in their own words, scopes kept as the API names them', () => {
  const pl = wordsIn('pl', 'pl-PL')
  const ar = wordsIn('ar', 'ar-EG')
  const lacking = findings({ scopes: { granted: ['read:public'], missing: ['read:me'], unknown: [] } })
  assert.equal(
    checkSummary(lacking, pl, (items) => items.join(' i ')),
    'Ten klucz działa. Odblokowuje: Mosty i Szczegóły mostu i Profile i Statystyki. Brakuje mu zakresu read:me, więc ekrany Mój profil i właściciel klucza w Kluczach są niedostępne z tym kluczem.',
  )
  assert.equal(
    checkSummary(findings({ state: 'revoked' }), ar, coreList),
    'أُلغي هذا المفتاح. أنشئ مفتاحًا جديدًا في لوحة التحكم واستبدل به هذا المفتاح.',
  )
})
