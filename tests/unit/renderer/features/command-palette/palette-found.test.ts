// The palette asks the catalogue the same question Lookup asks (catalogue:lookup) and offers what it found, and
// what the user looked up or opened recently, above any guess.
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { CatalogueBridge, CatalogueLookup } from '../../../../../shared/ipc/catalogue.ts'
import { IntlMessageFormat } from 'intl-messageformat'
import { en } from '../../../../../shared/i18n/catalogues/en.ts'
import { resolveLocale } from '../../../../../shared/i18n/locales.ts'
import { makeTranslate } from '../../../../../shared/i18n/translate.ts'
import { paletteViews } from '../../../../../renderer/src/app/pages.ts'
import {
  groupOf,
  matchCommands as matchWith,
  type KnownItems,
} from '../../../../../renderer/src/features/command-palette/palette-match.ts'

// The palette's words in English, as the app words them in the language shown.
const t = makeTranslate(IntlMessageFormat, en, resolveLocale({ language: 'en', formats: 'en-GB' }, []))
const matchCommands = (input: string, known: KnownItems) =>
  matchWith(input, known ?? { bridges: [], profiles: [] }, paletteViews(t), t)

const bridge = (id: string, slug: string, title: string): CatalogueBridge => ({
  id,
  slug,
  title,
  category: 'health',
  published_at: '2026-01-01T00:00:00Z',
  passes: 1,
  score: 1,
  suggestor: { username: 'ada', verified: true },
  suggestion: null,
  domain: null,
  readAt: 0,
  gone: false,
})

const answer = (over: Partial<CatalogueLookup>): CatalogueLookup => ({
  kind: 'none',
  bridges: [],
  usernames: [],
  suggestions: { usernames: [], titles: [] },
  ...over,
})

const nothing: KnownItems = { bridges: [], profiles: [] }

describe('the palette offers what the catalogue found', () => {
  test('a full id opens the bridge the catalogue holds, first, and guesses nothing', () => {
    const found = answer({
      kind: 'id',
      bridges: [bridge('br_abcdefghijkl', 'quiet-river', 'A quiet river walk')],
    })
    const commands = matchCommands('br_abcdefghijkl', { ...nothing, found })
    assert.deepEqual(commands[0]?.route, { name: 'bridge', slug: 'quiet-river' })
    assert.equal(commands[0]?.label, 'A quiet river walk')
    assert.ok(!commands.some((c) => groupOf(c) === 'guesses'), 'the id named a bridge: no guess')
  })

  test('part of a title offers the bridges whose titles hold it, before the search and the guesses', () => {
    const found = answer({
      kind: 'title',
      bridges: [
        bridge('br_aaaaaaaaaaaa', 'rain-1', 'Year-round rain gardens'),
        bridge('br_bbbbbbbbbbbb', 'rain-2', 'Rain gardens on side streets'),
      ],
    })
    const labels = matchCommands('gardens', { ...nothing, found }).map((c) => c.label)
    assert.deepEqual(labels.slice(0, 3), [
      'Year-round rain gardens',
      'Rain gardens on side streets',
      'Search bridges for “gardens”',
    ])
    assert.deepEqual(labels.slice(-2), ['Open bridge gardens', 'Open profile gardens'])
  })

  test('a misspelt username offers the close spelling the catalogue holds, above the guesses', () => {
    const found = answer({ suggestions: { usernames: ['hcohen'], titles: [] } })
    const commands = matchCommands('hcohne', { ...nothing, found })
    const hcohen = commands.findIndex((c) => c.label === 'Open profile hcohen')
    const guess = commands.findIndex((c) => c.label === 'Open profile hcohne')
    assert.ok(hcohen >= 0 && guess > hcohen, commands.map((c) => c.label).join(' | '))
    assert.equal(commands[hcohen]?.hint, 'Close to “hcohne”')
    assert.equal(groupOf(commands[guess]!), 'guesses')
  })

  test('a real profile ranks above a guessed bridge of the same letters ("hcoh")', () => {
    const found = answer({ kind: 'username', usernames: ['hcoh'] })
    const labels = matchCommands('hcoh', { ...nothing, found }).map((c) => c.label)
    assert.ok(labels.indexOf('Open profile hcoh') < labels.indexOf('Open bridge hcoh'), labels.join(' | '))
    assert.equal(labels.filter((l) => l === 'Open profile hcoh').length, 1)
  })

  test('a close title spelling puts that title in the palette, to be looked up in turn', () => {
    const found = answer({ suggestions: { usernames: [], titles: ['Rain gardens on side streets'] } })
    const near = matchCommands('rain gardnes', { ...nothing, found }).find((c) => c.action === 'retype')
    assert.equal(near?.label, 'Rain gardens on side streets')
    assert.equal(near?.action === 'retype' ? near.text : null, 'Rain gardens on side streets')
  })

  test('what was looked up recently is offered by what was typed then or where it led, once', () => {
    const recent = [
      { label: 'br_abcdefghijkl', href: '#/bridges/quiet-river' },
      { label: 'ANOVAK', href: '#/profiles/anovak' },
    ]
    const commands = matchCommands('anov', { ...nothing, recent })
    const first = commands[0]
    assert.deepEqual(first?.route, { name: 'profile', username: 'anovak' })
    assert.equal(first?.hint, 'Looked up recently')
    assert.equal(commands.filter((c) => c.id === 'profile:anovak').length, 1)
    assert.deepEqual(matchCommands('quiet', { ...nothing, recent })[0]?.route, {
      name: 'bridge',
      slug: 'quiet-river',
    })
  })

  test('a bridge opened in this window is offered by its title, said to be opened recently', () => {
    const known = { ...nothing, bridges: [{ slug: 'quiet-river', title: 'A quiet river walk' }] }
    const first = matchCommands('river', known)[0]
    assert.equal(first?.label, 'A quiet river walk')
    assert.equal(first?.hint, 'Opened recently')
  })
})
