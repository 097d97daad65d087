// What the search place says (README.md, "The catalogue"): words matched on this computer match their word forms
// ("cities" finds "city"), and the count line says so; a bridge found only in a suggestion text opened here is said
// to be, since which bridges were opened changes the answer.
import type { BridgeRecord } from '../../electron/service/index.ts'
import { expect, test } from './fixtures.ts'
import { catalogueComplete, walkAtFullShare } from './pages/catalogue-page.ts'

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w !== '')

/** A title word ending in a consonant and "y" ("city"), in the fewest titles, and a bridge whose title holds it. */
function singularInTitles(published: readonly BridgeRecord[]): { word: string; bridge: BridgeRecord } {
  const titles = new Map<string, BridgeRecord[]>()
  for (const b of published)
    for (const w of new Set(wordsOf(b.title)))
      if (/^[a-z]{3,}[^aeiouy]y$/.test(w)) titles.set(w, [...(titles.get(w) ?? []), b])
  const [word, bridges] = [...titles].sort((a, b) => a[1].length - b[1].length)[0] ?? []
  if (word === undefined || bridges?.[0] === undefined)
    throw new Error('no title word ends in a consonant and y')
  return { word, bridge: bridges[0] }
}

/** A word of a bridge's suggestion text that starts no title word in any form (its first four letters start none). */
function onlyInSuggestion(published: readonly BridgeRecord[]): { word: string; bridge: BridgeRecord } {
  const starts = new Set(published.flatMap((b) => wordsOf(b.title).map((w) => w.slice(0, 4))))
  for (const bridge of published)
    for (const word of wordsOf(bridge.suggestion))
      if (word.length >= 7 && !starts.has(word.slice(0, 4))) return { word, bridge }
  throw new Error('every suggestion word starts a title word')
}

test('on this computer, word forms match and a match found in an opened suggestion text is said', async ({
  startService,
  startPreview,
  addKeyByIpc,
  openApp,
}) => {
  test.setTimeout(150_000)
  const service = await startService()
  const preview = await startPreview({ serviceUrl: service.baseUrl })
  await addKeyByIpc(preview, service.demoKeys?.full ?? '', service.baseUrl, 'e2e place words')
  await walkAtFullShare(preview)
  await catalogueComplete(preview)
  const app = await openApp(preview)
  const bridges = app.bridges()
  const published = service.data.published()

  await test.step('a plural finds the titles with its singular, and the count line says word forms match', async () => {
    const { word, bridge } = singularInTitles(published)
    const plural = `${word.slice(0, -1)}ies`
    await app.gotoHash(`#/bridges?q=${plural}&place=local`)
    await expect(bridges.row(bridge.title)).toHaveCount(1)
    await expect(bridges.countLine).toContainText(
      'On this computer, word forms match too: “libraries” also finds “library”.',
    )
  })

  await test.step('a word only in a suggestion text finds its bridge once opened here, and the count line says so', async () => {
    const { word, bridge } = onlyInSuggestion(published)
    await app.gotoHash(`#/bridges?q=${word}&place=local`)
    await expect(bridges.empty).toBeVisible()
    await app.gotoHash(`#/bridges/${bridge.slug}`)
    await expect(app.heading).toHaveText(bridge.title)
    await app.gotoHash(`#/bridges?q=${word}&place=local`)
    await expect(bridges.row(bridge.title)).toHaveCount(1)
    await expect(bridges.countLine).toContainText(
      '1 bridge listed was found only in the suggestion text of a bridge you opened here (this computer searches those texts too).',
    )
  })
})
