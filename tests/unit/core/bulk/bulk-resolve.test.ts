/**
 * One cell against the catalogue. The catalogue's lookup is a table here (the real one over a real SQLite file is
 * in tests/integration/bulk/bulk-lookup.test.ts); what is tested is how a cell is read and what each answer
 * of the lookup makes of the row.
 */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { askKey, firstAnswer, type LookupText } from '../../../../electron/core/bulk/bulk-resolve.ts'
import type { CatalogueBridge, CatalogueLookup } from '../../../../shared/ipc/catalogue.ts'

const NOW = 1_800_000_000_000

const bridge = (slug: string, title: string, readAt = NOW - 60_000): CatalogueBridge => ({
  id: `br_${slug.replaceAll('-', '').slice(0, 12).padEnd(12, '0')}`,
  slug,
  title,
  category: 'tools',
  published_at: '2026-01-01T00:00:00Z',
  passes: 1,
  score: 1,
  suggestor: { username: 'ada', verified: true },
  suggestion: null,
  domain: null,
  readAt,
  gone: false,
})

const none = (over: Partial<CatalogueLookup> = {}): CatalogueLookup => ({
  kind: 'none',
  bridges: [],
  usernames: [],
  suggestions: { usernames: [], titles: [] },
  ...over,
})

/** A lookup answering from a table of texts; every text asked is recorded. */
function table(answers: Record<string, CatalogueLookup>): LookupText & { asked: string[] } {
  const asked: string[] = []
  const fn = (text: string): CatalogueLookup => {
    asked.push(text)
    return answers[text] ?? none()
  }
  return Object.assign(fn, { asked })
}

test('a blank cell is blank and asks nothing', () => {
  const lookup = table({})
  assert.deepEqual(firstAnswer('   ', lookup, NOW), { answer: { status: 'blank' } })
  assert.deepEqual(lookup.asked, [])
})

test('a slug the catalogue holds is found there, with the time the catalogue read it', () => {
  const river = bridge('river-crossing', 'River crossing', NOW - 5_000)
  const lookup = table({ 'river-crossing': none({ kind: 'slug', bridges: [river] }) })
  assert.deepEqual(firstAnswer('river-crossing', lookup, NOW), {
    answer: {
      status: 'found',
      target: { to: 'bridge', slug: 'river-crossing', title: 'River crossing' },
      from: 'catalogue',
      readAt: NOW - 5_000,
    },
  })
})

test('a link to a bridge is looked up by its slug; a link to a profile by @name', () => {
  const lookup = table({})
  assert.deepEqual(firstAnswer('https://api.example.test/v1/bridges/old-mill', lookup, NOW), {
    ask: { to: 'bridge', slug: 'old-mill' },
    near: null,
  })
  assert.deepEqual(firstAnswer('bridge-explorer://profiles/grace', lookup, NOW), {
    ask: { to: 'profile', username: 'grace' },
    near: null,
  })
  assert.deepEqual(lookup.asked, ['old-mill', '@grace'])
})

test('a username the catalogue knows is found as a profile', () => {
  const lookup = table({ '@ada': none({ kind: 'username', usernames: ['ada'] }) })
  assert.deepEqual(firstAnswer('@ada', lookup, NOW), {
    answer: { status: 'found', target: { to: 'profile', username: 'ada' }, from: 'catalogue', readAt: NOW },
  })
})

test('title words matching several bridges are ambiguous, naming each', () => {
  const a = bridge('red-door', 'Red door')
  const b = bridge('red-door-two', 'Red door two')
  const lookup = table({ 'red door': none({ kind: 'title', bridges: [a, b] }) })
  const got = firstAnswer('red door', lookup, NOW)
  assert.ok('answer' in got && got.answer.status === 'ambiguous')
  assert.deepEqual(
    got.answer.matches.map((m) => (m.to === 'bridge' ? m.slug : m.username)),
    ['red-door', 'red-door-two'],
  )
})

test('a name the catalogue lacks goes to the service, with its nearest spelling kept for "did you mean"', () => {
  const lookup = table({ grase: none({ suggestions: { usernames: ['grace'], titles: [] } }) })
  assert.deepEqual(firstAnswer('grase', lookup, NOW), {
    ask: { to: 'profile', username: 'grase' },
    near: { to: 'profile', username: 'grace' },
  })
})

test('a name is answered by that name only: titles holding its words are a guess, not an answer', () => {
  const mill = bridge('old-mill-road', 'Old mill road')
  const lookup = table({ 'old-mill': none({ kind: 'title', bridges: [mill] }) })
  assert.deepEqual(firstAnswer('old-mill', lookup, NOW), {
    ask: { to: 'bridge', slug: 'old-mill' },
    near: { to: 'bridge', slug: 'old-mill-road', title: 'Old mill road' },
  })
})

test('words with a near title are "did you mean" that bridge, without asking the service', () => {
  const lantern = bridge('blue-lantern', 'Blue lantern')
  const lookup = table({
    'blue lanturn': none({ suggestions: { usernames: [], titles: ['Blue lantern'] } }),
    'Blue lantern': none({ kind: 'title', bridges: [lantern] }),
  })
  assert.deepEqual(firstAnswer('blue lanturn', lookup, NOW), {
    answer: {
      status: 'did-you-mean',
      suggestion: { to: 'bridge', slug: 'blue-lantern', title: 'Blue lantern' },
      readAt: NOW,
    },
  })
})

test('an id the catalogue lacks is not found: the API has no lookup by id', () => {
  assert.deepEqual(firstAnswer('br_0123456789ab', table({}), NOW), {
    answer: { status: 'not-found', readAt: NOW },
  })
})

test('a link to no bridge or profile, or of another scheme, is not found and asks nothing', () => {
  const lookup = table({})
  for (const cell of ['javascript:alert(1)', 'https://example.test/about', '#/stats'])
    assert.deepEqual(firstAnswer(cell, lookup, NOW), { answer: { status: 'not-found', readAt: NOW } }, cell)
  assert.deepEqual(lookup.asked, [])
})

test('one service call per name: a slug and a link to it share their key', () => {
  const lookup = table({})
  const keys = ['old-mill', 'https://x.test/v1/bridges/old-mill', '@old_mill'].map((cell) => {
    const got = firstAnswer(cell, lookup, NOW)
    assert.ok('ask' in got)
    return askKey(got.ask)
  })
  assert.equal(keys[0], keys[1])
  assert.notEqual(keys[0], keys[2])
})

test('a bridge the catalogue read before its refresh period is asked again, its answer kept for when the service cannot say', () => {
  const old = bridge('river-crossing', 'River crossing', NOW - 9 * 86_400_000)
  const fresh = bridge('side-street', 'Side street', NOW - 60_000)
  const lookup = table({
    'river-crossing': none({ kind: 'slug', bridges: [old] }),
    'side-street': none({ kind: 'slug', bridges: [fresh] }),
    [old.id]: none({ kind: 'id', bridges: [old] }),
  })
  const staleBefore = NOW - 7 * 86_400_000
  assert.deepEqual(firstAnswer('river-crossing', lookup, NOW, staleBefore), {
    ask: { to: 'bridge', slug: 'river-crossing' },
    near: null,
    kept: {
      status: 'found',
      target: { to: 'bridge', slug: 'river-crossing', title: 'River crossing' },
      from: 'catalogue',
      readAt: old.readAt,
    },
  })
  assert.ok('answer' in firstAnswer('side-street', lookup, NOW, staleBefore), 'a fresh row is answered')
  // An id cannot be asked of the service (no lookup by id): the catalogue's answer, however old, is the answer.
  assert.ok('answer' in firstAnswer(old.id, lookup, NOW, staleBefore))
})
