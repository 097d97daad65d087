// The palette knows what Lookup knows (README, "The catalogue"): Ctrl+K asks the catalogue the question Lookup
// asks, so a full id, part of a title, a misspelt username and what was looked up recently each find the real
// thing, once, above any guess ("Open bridge …, if a bridge has this slug").
import type { BridgeRecord } from '../../electron/service/index.ts'
import { expect, test } from './fixtures.ts'
import { completeCatalogue } from './support/catalogue-setup.ts'
import { newestFirst } from './support/bridge-data.ts'

const wordsOf = (t: string): string[] =>
  t
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '')

/** Where the first guess sits in the shown options (their count when there is none). */
const firstGuess = (shown: readonly string[]): number => {
  const i = shown.findIndex((s) => / · If (a bridge has this slug|this username exists)$/.test(s))
  return i < 0 ? shown.length : i
}

test('the palette finds by id, title part, typo and recent lookup, each once, real matches first', async ({
  startService,
  startPreview,
  addKeyByIpc,
  openApp,
}) => {
  test.setTimeout(120_000)
  const { service, preview } = await completeCatalogue(
    { startService, startPreview, addKeyByIpc },
    'e2e palette',
  )
  const published = newestFirst(service.data.published())
  const usernames = new Set(published.map((b) => b.suggestor.username))
  // Bridges beyond the first pages: no list the window loads holds them, only the catalogue.
  const byId = published[1600]!
  const partOf = (b: BridgeRecord): string => b.title.split(' ').slice(0, -1).join(' ')
  const byTitle = published.slice(1200).find((b) => {
    const part = wordsOf(partOf(b))
    return (
      part.length >= 3 &&
      published.filter((x) => part.every((w) => wordsOf(x.title).includes(w))).length === 1
    )
  })!
  const person = published.slice(1400).find((b) => b.suggestor.username.length >= 6)!.suggestor.username
  const typo = [...'qxzjkvw'].map((c) => `${person.slice(0, -1)}${c}`).find((t) => !usernames.has(t))!
  const app = await openApp(preview)
  const palette = app.palette

  await test.step('a full id: the bridge it names comes first, by its title, and Enter opens it', async () => {
    await palette.open()
    await palette.type(byId.id, byId.title)
    const shown = await palette.shown()
    expect(shown[0], shown.join(' | ')).toBe(`${byId.title} · In the catalogue`)
    expect(shown.filter((s) => s.startsWith(`${byId.title} ·`))).toHaveLength(1)
    await palette.input.press('Enter')
    await expect.poll(() => app.hash()).toBe(`#/bridges/${byId.slug}`)
  })

  await test.step('part of a title: that bridge first, before the search for the words', async () => {
    await palette.open()
    await palette.type(partOf(byTitle), byTitle.title)
    const shown = await palette.shown()
    expect(shown[0], shown.join(' | ')).toBe(`${byTitle.title} · In the catalogue`)
    expect(shown.filter((s) => s.startsWith(`${byTitle.title} ·`))).toHaveLength(1)
    await palette.close()
  })

  await test.step('a misspelt username: the close spelling, above the guess of the typed name', async () => {
    await palette.open()
    await palette.type(typo, `Open profile ${person}`)
    const shown = await palette.shown()
    const near = shown.indexOf(`Open profile ${person} · Close to “${typo}”`)
    expect(near, shown.join(' | ')).toBe(0)
    expect(shown.filter((s) => s.startsWith(`Open profile ${person} ·`))).toHaveLength(1)
    expect(firstGuess(shown)).toBeGreaterThan(near)
    await palette.close()
  })

  await test.step('a recent lookup: offered by part of what was typed, above every guess', async () => {
    await app.go('Lookup')
    await app.lookup().lookUp(person)
    await app.profile().expectUsername(person)
    await palette.open()
    const part = person.slice(0, 4)
    await palette.type(part, `Open profile ${person}`)
    const shown = await palette.shown()
    const recent = shown.indexOf(`Open profile ${person} · Looked up recently`)
    expect(recent, shown.join(' | ')).toBeGreaterThanOrEqual(0)
    expect(shown.filter((s) => s.startsWith(`Open profile ${person} ·`))).toHaveLength(1)
    expect(firstGuess(shown)).toBeGreaterThan(recent)
    await palette.close()
  })
})
