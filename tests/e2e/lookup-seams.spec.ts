// Lookup's smaller seams (README, "The catalogue"): an id the catalogue does not hold says what was searched and
// offers the service's newest bridges; a pasted link with a final dot gets the link without it; the page a lookup
// opens leads back to Lookup as the nav does; an exact title opens its bridge rather than a list of one.
import type { BridgeRecord } from '../../electron/service/index.ts'
import { expect, test } from './fixtures.ts'
import { completeCatalogue } from './support/catalogue-setup.ts'
import { newestFirst } from './support/bridge-data.ts'

const wordsOf = (t: string): string[] =>
  t
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '')

test('Lookup says what it searched, suggests what a sentence changed, opens exact titles and leads back to itself', async ({
  startService,
  startPreview,
  addKeyByIpc,
  openApp,
}) => {
  test.setTimeout(120_000)
  const { service, preview, status } = await completeCatalogue(
    { startService, startPreview, addKeyByIpc },
    'e2e lookup',
  )
  const published = newestFirst(service.data.published())
  const app = await openApp(preview)
  const lookup = app.lookup()
  const detail = app.bridgeDetail()
  const answer = app.main.getByTestId('lookup-answer')
  const total = status.rows.toLocaleString('en-US')

  await test.step('an id nothing holds: the whole catalogue was searched, and the service has no such new bridge', async () => {
    await app.go('Lookup')
    await lookup.lookUp('br_zzzzzzzzzzzz')
    await expect(lookup.problem).toContainText(
      `None of the ${total} bridges in the catalogue on this computer (the whole list, updated `,
    )
    await answer.getByRole('button', { name: /^Ask the service for its 100 newest bridges/ }).click()
    await expect(lookup.problem).toHaveText(
      'Not among the service’s 100 newest bridges either. Check the id, or paste the bridge’s link.',
    )
  })

  await test.step('a bridge published since the catalogue read: found among the newest, and "← Lookup" leads back', async () => {
    service.control.publishNow(1)
    const fresh = newestFirst(service.data.published())[0]!
    expect(published.some((b) => b.id === fresh.id)).toBe(false)
    await lookup.lookUp(fresh.id)
    await expect(lookup.problem).toContainText('None of the')
    await answer.getByRole('button', { name: /^Ask the service for its 100 newest bridges/ }).click()
    await detail.expectTitle(fresh.title)
    const back = app.main.getByRole('link', { name: '← Lookup' })
    await expect(back).toBeVisible()
    await expect(app.main.getByRole('link', { name: '← Bridges' })).toHaveCount(0)
    await back.click()
    await expect(lookup.heading).toBeVisible()
  })

  await test.step('a pasted link ending with a dot: the link without it is offered, and opens the bridge', async () => {
    const bridge = published[5]!
    const link = `${service.baseUrl}/bridges/${bridge.slug}`
    await lookup.lookUp(`${link}.`)
    await expect(lookup.problem).toHaveText('No bridge is at this link.')
    await answer.getByRole('button', { name: link, exact: true }).click()
    await detail.expectTitle(bridge.title)
    await expect(app.main.getByRole('link', { name: '← Lookup' })).toBeVisible()
  })

  await test.step('an exact title opens its bridge', async () => {
    const unique = (b: BridgeRecord): boolean => {
      const words = wordsOf(b.title)
      return published.filter((x) => words.every((w) => wordsOf(x.title).includes(w))).length === 1
    }
    const bridge = published.slice(1000).find(unique)!
    await app.go('Lookup')
    await lookup.lookUp(bridge.title.toUpperCase())
    await detail.expectTitle(bridge.title)
    expect(await app.hash()).toBe(`#/bridges/${bridge.slug}`)
  })
})
