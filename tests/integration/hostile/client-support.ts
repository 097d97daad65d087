/** Shared by the hostile-corpus tests: calling a case's endpoint and checking the outcome against the corpus. */
import assert from 'node:assert/strict'
import { ApiError, type ApiClient } from '../../../electron/core/api/index.ts'
import type { HostileCase } from '../../fixtures/hostile/index.ts'

/** Follows a path of keys and indexes into a decoded value. */
export function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  let at: unknown = value
  for (const k of path) {
    if (typeof at !== 'object' || at === null) return undefined
    at = (at as Record<string | number, unknown>)[k]
  }
  return at
}

/** Calls the endpoint a case answers, naming the case by its slug, username or q where the endpoint has one. */
export async function callCase(client: ApiClient, c: HostileCase): Promise<unknown[]> {
  switch (c.endpoint) {
    case 'list': {
      const first = await client.listBridges({ q: c.id })
      const pages: unknown[] = [first.value]
      // A case with a next page is followed once, so ids repeated across pages reach the client too.
      if (first.value.has_more && first.value.next_cursor !== null)
        pages.push((await client.listBridges({ q: c.id, cursor: first.value.next_cursor })).value)
      return pages
    }
    case 'detail':
      return [(await client.getBridge(c.id)).value]
    case 'profile':
      return [(await client.getProfile(c.id)).value]
    case 'stats':
      return [(await client.getStats()).value]
    case 'me':
      return [(await client.getMe()).value]
  }
}

const short = (s: unknown): string => {
  const text = typeof s === 'string' ? s : JSON.stringify(s)
  return text === undefined
    ? String(s)
    : text.length > 80
      ? `${text.slice(0, 80)}… (${text.length} chars)`
      : text
}

/** Asserts that what the client did with a case is what the corpus says it must do. */
export function assertOutcome(c: HostileCase, outcome: { pages: unknown[] } | { error: unknown }): void {
  const expect = c.expect
  if ('error' in outcome) {
    const e = outcome.error
    assert.ok(e instanceof ApiError, `${c.id}: an untyped failure escaped: ${String(e)}`)
    assert.equal(expect.outcome, 'error', `${c.id}: expected a value, got ${e.kind} "${e.message}"`)
    if (expect.outcome !== 'error') return
    assert.equal(e.kind, expect.kind, `${c.id}: ${e.message}`)
    if (expect.field !== undefined) assert.equal(e.field, expect.field, `${c.id}: ${e.message}`)
    if (expect.code !== undefined) assert.equal(e.code, expect.code)
    if (expect.message !== undefined) assert.match(e.message, expect.message)
    // Messages quote at most a short, flattened snippet of the body (shown as text), never the whole body.
    assert.ok(e.message.length < 500, `${c.id}: a ${e.message.length}-character message`)
    return
  }
  assert.equal(expect.outcome, 'value', `${c.id}: expected an error, got a value`)
  if (expect.outcome !== 'value') return
  const [first] = outcome.pages
  for (const { path, text } of expect.verbatim ?? []) {
    const got = valueAt(first, path)
    assert.ok(got === text, `${c.id}: ${path.join('.')} is ${short(got)}, not verbatim ${short(text)}`)
  }
  const problem = expect.check?.(first) ?? null
  assert.equal(problem, null, `${c.id}: ${problem}`)
}
