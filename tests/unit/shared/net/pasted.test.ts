/**
 * The one reader of pasted text and links (shared/net/pasted.ts), and the four places that read through it: the
 * shell's deep links, the window's location, the command palette and Lookup. Each of them maps to the shared
 * classification, so for any text they agree on which bridge or profile it names.
 */
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import fc from 'fast-check'
import { classifyPasted, isName, writtenAt, type Pasted } from '../../../../shared/net/pasted.ts'
import { deepLink } from '../../../../shared/net/deep-link.ts'
import { parseDeepLink } from '../../../../electron/deep-links/deep-link.ts'
import { generateData } from '../../../../electron/service/generator.ts'
import {
  hrefFor,
  parseLocation,
  routeFromDeepLink,
  routeFromTarget,
} from '../../../../renderer/src/lib/route.ts'
import {
  matchCommands as matchWith,
  type KnownItems,
  routeFromLink,
} from '../../../../renderer/src/features/command-palette/palette-match.ts'
import { IntlMessageFormat } from 'intl-messageformat'
import { en } from '../../../../shared/i18n/catalogues/en.ts'
import { resolveLocale } from '../../../../shared/i18n/locales.ts'
import { makeTranslate } from '../../../../shared/i18n/translate.ts'
import { paletteViews } from '../../../../renderer/src/app/pages.ts'
import { parseLookup } from '../../../../renderer/src/features/profiles/parse-lookup.ts'

// The palette lists the pages app/pages.ts passes it, as the app does.
// The palette's words in English, as the app words them in the language shown.
const t = makeTranslate(IntlMessageFormat, en, resolveLocale({ language: 'en', formats: 'en-GB' }, []))
const matchCommands = (input: string, known?: KnownItems) =>
  matchWith(input, known ?? { bridges: [], profiles: [] }, paletteViews(t), t)

type Item = { name: 'bridge'; slug: string } | { name: 'profile'; username: string }

/** The bridge or profile a classification names as a link, or null. */
function itemOf(pasted: Pasted): Item | null {
  if (pasted.kind !== 'app-link' && pasted.kind !== 'api-link' && pasted.kind !== 'deep-link') return null
  const { target } = pasted
  if (target.to === 'bridge') return { name: 'bridge', slug: target.slug }
  if (target.to === 'profile') return { name: 'profile', username: target.username }
  return null
}

/** The bridge or profile each reader finds in a text; null where it finds none. */
function readers(text: string): { deepLink: Item | null; palette: Item | null; lookup: Item | null } {
  // Main reads the link; the window's deep-link effect turns what main sends into a route.
  const d = parseDeepLink(text)
  const route = d === null ? null : routeFromDeepLink(d)
  const deep = route?.name === 'bridge' || route?.name === 'profile' ? route : null
  const l = parseLookup(text)
  const lookup = l.ok && (l.route?.name === 'bridge' || l.route?.name === 'profile') ? l.route : null
  return { deepLink: deep, palette: routeFromLink(text) as Item | null, lookup: lookup as Item | null }
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567'
const bridgeId = fc
  .array(fc.constantFrom(...BASE32), { minLength: 12, maxLength: 12 })
  .map((cs) => `br_${cs.join('')}`)
const word = fc.stringMatching(/^[a-z0-9]{1,12}$/)
// The shapes electron/service/generator.ts makes: slugs of words and hyphens, usernames with underscores or digits.
const slug = fc.array(word, { minLength: 1, maxLength: 6 }).map((ws) => ws.join('-'))
const username = fc
  .oneof(
    fc.tuple(word, word).map(([a, b]) => `${a}_${b}`),
    fc.tuple(word, fc.integer({ min: 1, max: 99 })).map(([a, n]) => `${a}${n}`),
    fc.tuple(word, word, fc.integer({ min: 2, max: 9 })).map(([a, b, n]) => `${a}_${b}_${n}`),
  )
  .filter((u) => !u.startsWith('br_')) // `br_` and base-32 reads as a bridge id (the file comment of pasted.ts)
const name = fc.oneof(slug, username)
const kind = fc.constantFrom('bridges' as const, 'profiles' as const)
const itemFor = (k: 'bridges' | 'profiles', n: string): Item =>
  k === 'bridges' ? { name: 'bridge', slug: n } : { name: 'profile', username: n }
const hrefOf = (item: Item): string =>
  hrefFor(item.name === 'bridge' ? item : { name: 'profile', username: item.username })

describe('the names the reference service makes', () => {
  const data = generateData(7, 400)

  test('every generated slug, username and id is accepted at every strength', () => {
    for (const b of data.bridges) {
      for (const source of ['pasted', 'location', 'os'] as const) assert.ok(isName(b.slug, source), b.slug)
      assert.deepEqual(classifyPasted(b.id), { kind: 'bridge-id', id: b.id })
    }
    for (const u of data.users)
      for (const source of ['pasted', 'location', 'os'] as const)
        assert.ok(isName(u.username, source), u.username)
  })

  test('every link to a generated bridge or profile leads to it in all four readers', () => {
    const items: Item[] = [
      ...data.bridges.map((b): Item => ({ name: 'bridge', slug: b.slug })),
      ...data.users.map((u): Item => ({ name: 'profile', username: u.username })),
    ]
    for (const item of items) {
      const id = item.name === 'bridge' ? item.slug : item.username
      const k = item.name === 'bridge' ? 'bridges' : 'profiles'
      assert.deepEqual(readers(deepLink(k, id)), { deepLink: item, palette: item, lookup: item })
      assert.deepEqual(parseLocation(hrefOf(item)), item)
      assert.deepEqual(readers(hrefOf(item)), { deepLink: null, palette: item, lookup: item })
      const api = `https://api.example.org/v1/api/${k}/${encodeURIComponent(id)}`
      assert.deepEqual(readers(api), { deepLink: null, palette: item, lookup: item })
    }
  })
})

describe('the @name rule', () => {
  test('a leading @ is taken off and said; any other text is the name as it is', () => {
    assert.deepEqual(writtenAt('@ada_l'), { name: 'ada_l', at: true })
    assert.deepEqual(writtenAt('@'), { name: '', at: true })
    assert.deepEqual(writtenAt('@@x'), { name: '@x', at: true })
    assert.deepEqual(writtenAt('ada@host'), { name: 'ada@host', at: false })
    assert.deepEqual(writtenAt(' @ada'), { name: ' @ada', at: false })
  })

  test('a name after @ is a username only, never a slug or an id; the palette offers only the profile', () => {
    assert.deepEqual(classifyPasted('@solar-roofs'), {
      kind: 'username',
      username: 'solar-roofs',
      sure: true,
    })
    assert.deepEqual(
      matchCommands('@solar-roofs')
        .filter((c) => c.route?.name === 'bridge' || c.route?.name === 'profile')
        .map((c) => c.id),
      ['profile:solar-roofs'],
    )
  })
})

describe('generated ids, slugs, usernames and links', () => {
  test('a bridge id is an id, never a username, except after @', () => {
    fc.assert(
      fc.property(bridgeId, (id) => {
        assert.deepEqual(classifyPasted(id), { kind: 'bridge-id', id })
        assert.deepEqual(parseLookup(` ${id} `), { ok: true, bridgeId: id })
        assert.deepEqual(classifyPasted(`@${id}`), { kind: 'username', username: id, sure: true })
      }),
    )
  })

  test('a bare slug is read as a slug first, a bare username as a username first; the palette guesses both', () => {
    fc.assert(
      fc.property(slug, username, (s, u) => {
        const bareSlug = classifyPasted(s)
        if (s.includes('-')) assert.deepEqual(bareSlug, { kind: 'slug', slug: s, sure: false })
        assert.deepEqual(classifyPasted(u), { kind: 'username', username: u, sure: false })
        const ids = matchCommands(u).map((c) => c.id)
        assert.ok(ids.includes(`bridge:${u}`) && ids.includes(`profile:${u}`))
      }),
    )
  })

  test('the deep link, the app location and the API URL of a name lead to the same place everywhere', () => {
    fc.assert(
      fc.property(kind, name, (k, n) => {
        const item = itemFor(k, n)
        assert.deepEqual(readers(deepLink(k, n)), { deepLink: item, palette: item, lookup: item })
        assert.deepEqual(readers(hrefOf(item)), { deepLink: null, palette: item, lookup: item })
        assert.deepEqual(parseLocation(hrefOf(item)), item)
        assert.deepEqual(readers(`https://h.example/v1/api/${k}/${n}`), {
          deepLink: null,
          palette: item,
          lookup: item,
        })
        assert.deepEqual(readers(`http://127.0.0.1:5173/#/${k}/${n}`), {
          deepLink: null,
          palette: item,
          lookup: item,
        })
      }),
    )
  })
})

/** Text that looks like links and names: the forms the readers know, filled with arbitrary pieces. */
const linkish = fc
  .tuple(
    fc.constantFrom(
      '',
      '@',
      '#/',
      '#',
      '/',
      'bridge-explorer://',
      'Bridge-Explorer://',
      'bridge-explorer:',
      'https://h.example/v1/api/',
      'http://127.0.0.1:5173/#/',
      'app://bridge-explorer/index.html#/',
      'javascript:',
    ),
    fc.constantFrom('', 'bridges', 'profiles', 'Bridges', 'stats', 'br_'),
    fc.constantFrom('', '/', '?', '#', '%2F', '%'),
    fc.string({ maxLength: 30, unit: 'grapheme' }),
    fc.constantFrom('', '/', '?q=1', '#x', ' ', '\n'),
  )
  .map((parts) => parts.join(''))
const anyText = fc.oneof(linkish, fc.string({ maxLength: 80, unit: 'binary' }), fc.string({ maxLength: 40 }))

describe('any text', () => {
  test('the palette and Lookup open the bridge or profile the shared reading names, and no other', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const pasted = classifyPasted(text)
        const { palette, lookup } = readers(text)
        const item = itemOf(pasted)
        assert.deepEqual(palette, item)
        if (pasted.kind !== 'slug' && pasted.kind !== 'username') assert.deepEqual(lookup, item)
        if (pasted.kind === 'app-link') {
          const route = routeFromTarget(pasted.target)
          const l = parseLookup(text)
          if (route.name === 'not-found') assert.equal(l.ok, false)
          else assert.deepEqual(l, { ok: true, route })
        }
        if (pasted.kind === 'text') assert.equal(parseLookup(text).ok, false)
      }),
      { numRuns: 3000 },
    )
  })

  test('what the strict OS reading accepts, every other reader reads the same way', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const { deepLink: deep, palette, lookup } = readers(text)
        assert.deepEqual(deep, itemOf(classifyPasted(text, { source: 'os' })))
        if (deep === null) return
        assert.deepEqual(palette, deep)
        assert.deepEqual(lookup, deep)
      }),
      { numRuns: 3000 },
    )
  })

  test('what a pasted app link names, the window’s location names too (the location rule is the wider)', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const pasted = classifyPasted(text)
        if (pasted.kind !== 'app-link') return
        const item = itemOf(pasted)
        if (item === null) return
        const hash = text.trim().slice(text.trim().indexOf('#'))
        assert.deepEqual(parseLocation(hash), item)
      }),
      { numRuns: 3000 },
    )
  })

  test('the window’s location is exactly the shared reading of it', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const read = classifyPasted(text, { source: 'location' })
        assert.equal(read.kind, 'app-link')
        if (read.kind === 'app-link') assert.deepEqual(parseLocation(text), routeFromTarget(read.target))
      }),
      { numRuns: 2000 },
    )
  })
})

describe('the character rule at each strength', () => {
  test('names are 1 to 200 characters, not blank, with no control character, at every strength', () => {
    for (const source of ['pasted', 'location', 'os'] as const) {
      assert.equal(isName('', source), false)
      assert.equal(isName('  ', source), false)
      assert.equal(isName('a\u0000b', source), false)
      assert.equal(isName('a'.repeat(201), source), false)
      assert.equal(isName('a'.repeat(200), source), true)
    }
  })

  test('a pasted name holds no white space or / ? # \\; the location keeps them (the API may return them)', () => {
    for (const odd of ['a b', 'a/b', 'a?b', 'a#b', 'a\\b']) {
      assert.equal(isName(odd, 'pasted'), false, odd)
      assert.equal(isName(odd, 'location'), true, odd)
    }
    assert.equal(isName('café', 'pasted'), true)
  })

  test('an OS deep link carries ASCII names only, starting with a letter or digit', () => {
    assert.equal(isName('café', 'os'), false)
    assert.equal(isName('.hidden', 'os'), false)
    assert.equal(isName('ada_l.2-x', 'os'), true)
  })

  test('free text is not a link: it goes to search', () => {
    assert.deepEqual(classifyPasted('solar panels'), { kind: 'text', text: 'solar panels', flaw: 'words' })
    assert.deepEqual(classifyPasted('javascript:alert(1)').kind, 'text')
    assert.equal(matchCommands('solar panels')[0]?.route?.name, 'bridges')
  })
})
