// "Compare with…" (features/compare/pick-other.ts): a text is read as Lookup reads it, then by what the catalogue
// found; the one already compared is never offered.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { choicesFor, namedDirectly } from '../../../../../renderer/src/features/compare/pick-other.ts'

test('a slug, a link or @name gives the name at once (a bare one unsure), of the kind compared only', () => {
  assert.deepEqual(namedDirectly('quiet-river', 'bridges'), { name: 'quiet-river', sure: false })
  assert.deepEqual(namedDirectly('#/bridges/quiet-river', 'bridges'), { name: 'quiet-river', sure: true })
  assert.deepEqual(namedDirectly('@alice', 'profiles'), { name: 'alice', sure: true })
  assert.equal(namedDirectly('@alice', 'bridges'), null)
  assert.equal(namedDirectly('#/profiles/alice', 'bridges'), null)
  assert.equal(namedDirectly('solar roofs', 'bridges'), null)
})

test('what the catalogue found follows, each once, never the one already compared', () => {
  const found = {
    kind: 'title' as const,
    bridges: [
      { slug: 'solar-roofs', title: 'Solar roofs' },
      { slug: 'solar-farms', title: 'Solar farms' },
    ] as never,
    usernames: [],
    suggestions: { usernames: [], titles: [] },
  }
  assert.deepEqual(choicesFor('solar', 'bridges', 'Solar-Roofs', found), [
    { name: 'solar-farms', label: 'Solar farms' },
  ])
  assert.deepEqual(choicesFor('#/bridges/solar-farms', 'bridges', 'x', found), [
    { name: 'solar-farms', label: 'solar-farms' },
    { name: 'solar-roofs', label: 'Solar roofs' },
  ])
  // A bare name is offered as it is only while the catalogue cannot say what it names.
  assert.deepEqual(choicesFor('quiet-river', 'bridges', 'x', undefined), [
    { name: 'quiet-river', label: 'quiet-river' },
  ])
})
