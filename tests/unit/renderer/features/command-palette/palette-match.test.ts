import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { IntlMessageFormat } from 'intl-messageformat'
import { en } from '../../../../../shared/i18n/catalogues/en.ts'
import { resolveLocale } from '../../../../../shared/i18n/locales.ts'
import { makeTranslate } from '../../../../../shared/i18n/translate.ts'
import { paletteViews } from '../../../../../renderer/src/app/pages.ts'
import {
  groupOf,
  matchCommands as matchWith,
  moveHighlight,
  routeFromLink,
  type KnownItems,
} from '../../../../../renderer/src/features/command-palette/palette-match.ts'

// The palette lists the pages app/pages.ts passes it, as the app does.
// The palette's words in English, as the app words them in the language shown.
const t = makeTranslate(IntlMessageFormat, en, resolveLocale({ language: 'en', formats: 'en-GB' }, []))
const matchCommands = (input: string, known?: KnownItems) =>
  matchWith(input, known ?? { bridges: [], profiles: [] }, paletteViews(t), t)

const labels = (input: string): string[] => matchCommands(input).map((c) => c.label)

describe('command palette matching', () => {
  test('an empty query lists every view, then the actions', () => {
    assert.deepEqual(labels('').slice(0, 7), [
      'Bridges',
      'Lookup',
      'My profile',
      'Stats',
      'Rate limit',
      'Keys',
      'Developer',
    ])
    assert.ok(labels('').includes('Export this list…'))
    assert.ok(labels('').includes('Toggle light and dark theme'))
  })

  test('a view name comes first; the slug and username guesses are still offered', () => {
    const found = labels('stats')
    assert.equal(found[0], 'Stats')
    assert.ok(found.includes('Open bridge stats'))
    assert.ok(found.includes('Open profile stats'))
  })

  test('the start of a view name ranks the view above slug and username guesses', () => {
    assert.equal(labels('rate')[0], 'Rate limit')
    assert.equal(labels('dev')[0], 'Developer')
  })

  test('a word that is no view offers a search first, never a guessed slug; guesses come last', () => {
    const found = matchCommands('quiet-river-42')
    assert.deepEqual(found[0]?.route, { name: 'bridges', q: 'quiet-river-42', category: '' })
    assert.deepEqual(
      found.slice(-2).map((c) => c.route),
      [
        { name: 'bridge', slug: 'quiet-river-42' },
        { name: 'profile', username: 'quiet-river-42' },
      ],
    )
    // A guess says it may name nothing; a profile opened in this window does not.
    assert.deepEqual(
      found.slice(-2).map((c) => c.hint),
      ['If a bridge has this slug', 'If this username exists'],
    )
    const known = matchCommands('ada', { bridges: [], profiles: ['ada'] }).filter(
      (c) => c.route?.name === 'profile',
    )
    assert.deepEqual(
      known.map((c) => c.hint),
      ['Opened recently'],
    )
  })

  test('bridges and people opened in this window are suggested by title and name, before the search and guesses', () => {
    const known = {
      bridges: [
        { slug: 'more-shared-cargo-bikes', title: 'More shared cargo bikes for North End' },
        { slug: 'school-streets', title: 'School streets near the market' },
      ],
      profiles: ['bikeguy', 'ada12'],
    }
    const found = matchCommands('bike', known).map((c) => c.label)
    assert.deepEqual(found, [
      'More shared cargo bikes for North End',
      'Open profile bikeguy',
      'Search bridges for “bike”',
      'Open bridge bike',
      'Open profile bike',
    ])
  })

  test('a bridge opened several times is offered once, only when it matches what was typed', () => {
    const bike = { slug: 'more-shared-cargo-bikes', title: 'More shared cargo bikes for North End' }
    const rain = { slug: 'rain-gardens-lakeside', title: 'Rain gardens at Lakeside' }
    const other = { slug: 'garden-rain-sensors', title: 'Sensors for the rain in each garden' }
    const known = { bridges: [bike, bike, rain, bike, rain, other, rain, rain], profiles: [] }
    const found = matchCommands('rain garden', known)
    const bridges = found.filter((c) => groupOf(c) === 'bridges').map((c) => c.label)
    assert.deepEqual(bridges, ['Rain gardens at Lakeside', 'Sensors for the rain in each garden'])
    assert.equal(new Set(found.map((c) => c.id)).size, found.length)
  })

  test('choices come in groups, each where its best choice ranks, guesses last, best match first in each', () => {
    const known = {
      bridges: [
        { slug: 'a', title: 'Weekend stats walks' },
        { slug: 'b', title: 'Stats board for the harbour' },
      ],
      profiles: ['statsfan'],
      views: [{ id: 'v1', name: 'Stats of the week', route: { name: 'stats' } as const }],
    }
    const views = [
      { label: 'Stats', hint: 'Counters', words: ['counters'], route: { name: 'stats' } as const },
    ]
    const found = matchWith('stats', known, views, t)
    const groups = found.map(groupOf)
    assert.deepEqual(
      groups.filter((g, i) => groups.indexOf(g) === i),
      ['pages', 'saved-views', 'bridges', 'people', 'actions', 'guesses'],
    )
    assert.deepEqual(
      found.filter((c) => groupOf(c) === 'bridges').map((c) => c.label),
      ['Weekend stats walks', 'Stats board for the harbour'],
    )
    assert.deepEqual(
      found.filter((c) => groupOf(c) === 'guesses').map((c) => c.label),
      ['Open bridge stats', 'Open profile stats'],
    )
  })

  test('actions match by their words: "dark" toggles the theme, "csv" exports the list', () => {
    assert.equal(matchCommands('dark').find((c) => c.action !== undefined)?.action, 'toggle-theme')
    assert.equal(matchCommands('csv').find((c) => c.action !== undefined)?.action, 'export-list')
  })

  test('an @name is a username only', () => {
    const found = matchCommands('@ada')
    assert.equal(found[0]?.label, 'Open profile ada')
    assert.ok(!found.some((c) => c.route?.name === 'bridge'))
  })

  test('words with spaces are never offered as a slug or username, only as a search', () => {
    const found = matchCommands('solar panels')
    assert.ok(!found.some((c) => c.route?.name === 'bridge' || c.route?.name === 'profile'))
    assert.equal(found[0]?.label, 'Search bridges for “solar panels”')
  })

  test('view synonyms match: "log" finds Developer, "quota" finds Rate limit', () => {
    assert.ok(labels('log').includes('Developer'))
    assert.ok(labels('quota').includes('Rate limit'))
  })
})

describe('pasted links', () => {
  test('the app’s own links open the bridge or profile they name', () => {
    assert.deepEqual(routeFromLink('#/bridges/quiet-river'), { name: 'bridge', slug: 'quiet-river' })
    assert.deepEqual(routeFromLink('#/profiles/ada'), { name: 'profile', username: 'ada' })
  })

  test('API-style URLs work too, ignoring query and fragment, decoding the id', () => {
    assert.deepEqual(routeFromLink('https://example.com/v1/api/bridges/caf%C3%A9-bridge?x=1'), {
      name: 'bridge',
      slug: 'café-bridge',
    })
    assert.deepEqual(routeFromLink(' https://example.com/v1/api/profiles/ada/ '), {
      name: 'profile',
      username: 'ada',
    })
  })

  test('a pasted link is the first suggestion', () => {
    assert.equal(matchCommands('https://x.test/v1/api/bridges/abc')[0]?.label, 'Open bridge abc')
  })

  test('malformed encodings and odd characters are refused rather than passed on', () => {
    assert.equal(routeFromLink('#/bridges/%E0%A4%A'), null)
    assert.equal(routeFromLink('#/bridges/a%2Fb'), null)
    assert.equal(routeFromLink('#/bridges/a%00b'), null)
    assert.equal(routeFromLink('plain text'), null)
  })
})

describe('highlight movement', () => {
  test('arrows wrap around at both ends', () => {
    assert.equal(moveHighlight(0, 1, 3), 1)
    assert.equal(moveHighlight(2, 1, 3), 0)
    assert.equal(moveHighlight(0, -1, 3), 2)
  })

  test('no highlight starts at the first or last item; an empty list has none', () => {
    assert.equal(moveHighlight(-1, 1, 3), 0)
    assert.equal(moveHighlight(-1, -1, 3), 2)
    assert.equal(moveHighlight(0, 1, 0), -1)
  })
})

test('on a bridge, "copy" offers its link, slug and id; on a profile, its link and username', () => {
  const onBridge = matchCommands('copy', {
    bridges: [],
    profiles: [],
    subject: { kind: 'bridge', slug: 'solar-canal-7', id: 'br_abcdefghijkl' },
  })
  const texts = onBridge.flatMap((c) => (c.action === 'copy-text' ? [[c.label, c.text]] : []))
  assert.deepEqual(texts, [
    ['Copy link to this bridge', 'bridge-explorer://bridges/solar-canal-7'],
    ['Copy this bridge’s slug', 'solar-canal-7'],
    ['Copy this bridge’s id', 'br_abcdefghijkl'],
  ])
  const onProfile = matchCommands('username', {
    bridges: [],
    profiles: [],
    subject: { kind: 'profile', username: 'ada_l' },
  })
  assert.deepEqual(
    onProfile.flatMap((c) => (c.action === 'copy-text' ? [c.text] : [])),
    ['ada_l'],
  )
  assert.equal(
    matchCommands('copy', { bridges: [], profiles: [] }).some((c) => c.action === 'copy-text'),
    false,
  )
})
