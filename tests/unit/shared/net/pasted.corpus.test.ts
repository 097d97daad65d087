/**
 * The corpus of today's links (tests/fixtures/pasted-corpus.ts): each of the four readers gives, for every link
 * and name in it, exactly the answer it gave before the readers shared one parser.
 */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { parseDeepLink } from '../../../../electron/deep-links/deep-link.ts'
import { parseLocation } from '../../../../renderer/src/lib/route.ts'
import {
  matchCommands as matchWith,
  type KnownItems,
  routeFromLink,
} from '../../../../renderer/src/features/command-palette/palette-match.ts'
import { paletteViews } from '../../../../renderer/src/app/pages.ts'
import {
  LOOKUP_SCHEME,
  parseLookup,
  type LookupResult,
} from '../../../../renderer/src/features/profiles/parse-lookup.ts'
import { english } from '../../../support/words-in.ts'
import { INPUTS, RECORDED } from '../../../fixtures/pasted-corpus.ts'

// The palette lists the pages app/pages.ts passes it, as the app does.
// The palette's words in English, as the app words them in the language shown.
const matchCommands = (input: string, known?: KnownItems) =>
  matchWith(input, known ?? { bridges: [], profiles: [] }, paletteViews(english), english)

test('the corpus records one answer set per input, in order', () => {
  assert.deepEqual(
    RECORDED.map((r) => r.input),
    INPUTS,
  )
})

/**
 * Two answers changed on purpose. One: Lookup refused the packaged app's own page URL (`app://…#/…`, a
 * scheme it did not know) while the palette opened it. Both now read it as the app link it is, so Lookup leads
 * where the window's location leads.
 */
const LOOKUP_NOW_FOLLOWS_APP_URL = (input: string): boolean => input.startsWith('app://')

/**
 * The other: a deep link whose host is in capitals (`Bridge-Explorer://Profiles/Ada`) was opened by the shell but
 * refused by the palette and Lookup. A URL's host is read without regard to case, so now all three open it.
 */
const CAPITAL_HOST = 'Bridge-Explorer://Profiles/Ada'

/** A lookup as recorded: a refusal in its English words (parse-lookup gives a message id, docs/i18n.md). */
const inEnglish = (l: LookupResult): unknown =>
  l.ok ? l : { ok: false, message: english(l.message, { scheme: LOOKUP_SCHEME }) }

for (const [i, row] of RECORDED.entries()) {
  test(`today's link ${i} (${JSON.stringify(row.input).slice(0, 60)}) reads as it did everywhere`, () => {
    const input = row.input
    assert.deepEqual(parseDeepLink(input), row.deepLink, 'deep link (shell)')
    assert.deepEqual(parseLocation(input), row.location, 'window location')
    if (input === CAPITAL_HOST) {
      const ada = { name: 'profile', username: 'Ada' }
      assert.equal(row.palette, null, 'recorded: refused')
      assert.deepEqual(routeFromLink(input), ada, 'palette link')
      assert.deepEqual(matchCommands(input)[0]?.route, ada, 'palette first suggestion')
      assert.deepEqual(parseLookup(input), { ok: true, route: ada }, 'lookup')
      return
    }
    assert.deepEqual(routeFromLink(input), row.palette, 'palette link')
    assert.deepEqual(
      matchCommands(input)
        .slice(0, 2)
        .map((c) => c.route ?? c.action),
      row.paletteFirst,
      'palette first suggestions',
    )
    if (LOOKUP_NOW_FOLLOWS_APP_URL(input)) {
      assert.equal(row.lookup.ok, false, 'recorded: refused')
      const hash = input.slice(input.indexOf('#'))
      assert.deepEqual(parseLookup(input), { ok: true, route: parseLocation(hash) }, 'lookup')
    } else assert.deepEqual(inEnglish(parseLookup(input)), row.lookup, 'lookup')
  })
}
