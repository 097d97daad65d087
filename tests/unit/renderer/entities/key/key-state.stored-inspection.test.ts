// A check result saved with a key comes back from a file (KeyInfo.lastCheck.result, any JSON): an older app's
// shape, a hand-edited or damaged file. `storedInspection` gives the inspection panel only what it can render, or
// null; every value the panel reads must have the type it expects, or the Keys view would break on one bad file.
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { KeyInspection } from '../../../../../shared/ipc/keys.ts'
import { storedInspection } from '../../../../../renderer/src/entities/key/key-state.ts'

/** A report as the inspector writes it (electron/core/inspector/inspect-key.ts), round-tripped through JSON. */
function goodReport(): Record<string, unknown> {
  const report: KeyInspection = {
    state: 'active',
    owner: 'dev_owner',
    scopes: { granted: ['read:me'], missing: ['read:public'], unknown: [] },
    unlocks: { 'read:public': ['Bridges', 'Stats'], 'read:me': ['My profile'] },
    rateLimit: { limit: 60, remaining: 58, resetAt: 1_900_000_000_000 },
    notices: [{ endpoint: '/me', deprecation: 'true', sunset: null }],
    problem: { endpoint: '/stats', kind: 'api', code: 'insufficient_scope', status: 403, retryAt: null },
    checkedAt: '2026-11-23T03:00:00.000Z',
    summary: 'This key works and belongs to dev_owner.',
  }
  return JSON.parse(JSON.stringify(report)) as Record<string, unknown>
}

/** Asserts that everything KeyInspectionPanel (key-inspection.tsx) reads has the type it renders. */
function assertRenderable(r: KeyInspection): void {
  assert.equal(typeof r.summary, 'string')
  assert.equal(typeof r.state, 'string')
  assert.ok(r.owner === null || typeof r.owner === 'string')
  assert.ok(Number.isFinite(Date.parse(r.checkedAt)), 'checkedAt is a date')
  for (const list of [r.scopes.granted, r.scopes.missing, r.scopes.unknown]) {
    assert.ok(Array.isArray(list) && list.every((s) => typeof s === 'string'))
  }
  for (const s of r.scopes.granted) {
    const screens = (r.unlocks as Record<string, unknown>)[s]
    assert.ok(
      screens === undefined || (Array.isArray(screens) && screens.every((x) => typeof x === 'string')),
      `unlocks of ${s} is a list of names or absent, got ${typeof screens}`,
    )
  }
  if (r.rateLimit !== null) {
    assert.ok(Number.isFinite(r.rateLimit.remaining) && Number.isFinite(r.rateLimit.limit))
  }
  for (const n of r.notices) {
    assert.equal(typeof n.endpoint, 'string')
    assert.ok(n.deprecation === null || typeof n.deprecation === 'string')
    assert.ok(n.sunset === null || typeof n.sunset === 'string')
  }
  if (r.problem !== null) {
    assert.equal(typeof r.problem.endpoint, 'string')
    assert.equal(typeof r.problem.code, 'string')
    assert.ok(r.problem.status === null || Number.isFinite(r.problem.status))
  }
}

/** A good report with one part replaced. */
function withPart(path: string[], value: unknown): Record<string, unknown> {
  const report = goodReport()
  let at: Record<string, unknown> = report
  for (const step of path.slice(0, -1)) at = at[step] as Record<string, unknown>
  at[path.at(-1)!] = value
  return report
}

describe('storedInspection (a check result read back from the key list file)', () => {
  test('the inspector’s own report comes back as it was', () => {
    const r = storedInspection(goodReport())
    assert.ok(r)
    assertRenderable(r)
    assert.deepEqual(JSON.parse(JSON.stringify(r)), goodReport())
  })

  test('what is not a report at all is null', () => {
    for (const x of [
      null,
      undefined,
      0,
      'active',
      [],
      true,
      { status: 200, username: 'ada' },
      { state: 'active' },
    ]) {
      assert.equal(storedInspection(x), null, JSON.stringify(x))
    }
  })

  const hostile: [string, string[], unknown][] = [
    ['unlocks of a scope as a string', ['unlocks', 'read:me'], 'My profile'],
    ['unlocks of a scope as an object', ['unlocks', 'read:me'], { 0: 'My profile', length: 1 }],
    ['unlocks as a list', ['unlocks'], ['Bridges']],
    ['a granted scope named like an Object member', ['scopes', 'granted'], ['constructor', 'toString']],
    ['a granted scope named __proto__', ['scopes', 'granted'], ['__proto__']],
    ['a scope that is not text', ['scopes', 'missing'], [{ scope: 'read:me' }]],
    ['the remaining count as an object', ['rateLimit', 'remaining'], { n: 3 }],
    ['the limit as text', ['rateLimit', 'limit'], '60'],
    ['a notice that is text', ['notices'], ['deprecated']],
    ['a notice whose date is an object', ['notices'], [{ endpoint: '/me', deprecation: {}, sunset: null }]],
    ['a notice without its endpoint', ['notices'], [{ deprecation: 'true', sunset: null }]],
    ['a problem status as an object', ['problem', 'status'], { code: 403 }],
    ['a problem code as a list', ['problem', 'code'], ['x']],
    ['a problem endpoint as an object', ['problem', 'endpoint'], {}],
    ['a check time that is not a date', ['checkedAt'], 'yesterday-ish'],
    ['a summary that is not text', ['summary'], { text: 'hi' }],
    ['an owner that is a number', ['owner'], 42],
  ]
  for (const [name, path, value] of hostile) {
    test(`${name}: null, or a report the panel can render`, () => {
      const r = storedInspection(withPart(path, value))
      if (r !== null) assertRenderable(r)
    })
  }

  test('unlocks of a granted scope named like an Object member are not read from Object.prototype', () => {
    const r = storedInspection(withPart(['scopes', 'granted'], ['constructor']))
    if (r !== null) assert.equal((r.unlocks as Record<string, unknown>).constructor, undefined)
  })
})
