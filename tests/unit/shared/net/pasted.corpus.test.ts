/**
 * The corpus of today's links (tests/fixtures/pasted-corpus.ts): each of the four readers gives, for every link
 * and name in it, exactly the answer it gave before the readers shared one parser.
 */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { parseDeepLink } from '../../../../electron/shell/deep-link.ts'
import { parseLocation } from '../../../../renderer/src/lib/route.ts'
import {
  matchCommands,
  routeFromLink,
} from '../../../../renderer/src/features/command-palette/palette-match.ts'
import { parseLookup } from '../../../../renderer/src/features/profiles/parse-lookup.ts'
import { INPUTS, RECORDED } from '../../../fixtures/pasted-corpus.ts'

test('the corpus records one answer set per input, in order', () => {
  assert.deepEqual(
    RECORDED.map((r) => r.input),
    INPUTS,
  )
})

for (const [i, row] of RECORDED.entries()) {
  test(`today's link ${i} (${JSON.stringify(row.input).slice(0, 60)}) reads as it did everywhere`, () => {
    const input = row.input
    assert.deepEqual(parseDeepLink(input), row.deepLink, 'deep link (shell)')
    assert.deepEqual(parseLocation(input), row.location, 'window location')
    assert.deepEqual(routeFromLink(input), row.palette, 'palette link')
    assert.deepEqual(
      matchCommands(input)
        .slice(0, 2)
        .map((c) => c.route ?? c.action),
      row.paletteFirst,
      'palette first suggestions',
    )
    assert.deepEqual(parseLookup(input), row.lookup, 'lookup')
  })
}
