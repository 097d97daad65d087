// Find anything from one box (README.md, Who it is for: support staff): Lookup finds a bridge by its bare name (slug)
// and by its id (`br_…`), not only by a pasted link; a lookup that found nothing says so and is not kept in "Recent".
import { expect, test } from './fixtures.ts'
import { newestFirst } from './support/bridge-data.ts'
import { browseService } from './support/browse-setup.ts'

test('a bridge is found by its bare slug and by its id; failed lookups are named and not remembered', async ({
  startService,
  startPreview,
  addKeyByIpc,
  openApp,
}) => {
  const { service, app } = await browseService({ startService, startPreview, addKeyByIpc, openApp })
  const [first, second] = newestFirst(service.data.published())
  const bySlug = first!
  const byId = second!
  const lookup = app.lookup()
  const detail = app.bridgeDetail()
  // The list loads the newest bridges: the ids the app can know without asking (the API has no id address).
  await app.bridges().waitForRows()

  await app.go('Lookup')
  await lookup.lookUp(bySlug.slug)
  await detail.expectTitle(bySlug.title)
  expect(await app.hash()).toBe(`#/bridges/${bySlug.slug}`)

  await app.go('Lookup')
  await lookup.lookUp(`  ${byId.id}  `)
  await detail.expectTitle(byId.title)
  expect(await app.hash()).toBe(`#/bridges/${byId.slug}`)
  // The page a lookup opened is in Lookup's section: its link back says so, as the nav does, and leads there.
  await app.main.getByRole('link', { name: '← Lookup' }).click()
  await expect(lookup.heading).toBeVisible()

  await app.go('Lookup')
  await lookup.lookUp('no-such-bridge-anywhere')
  await expect(lookup.problem).toContainText('No user and no bridge is called “no-such-bridge-anywhere”')
  await expect(lookup.heading).toBeVisible()
  await lookup.lookUp('br_zzzzzzzzzzzz')
  // What was searched, whatever the catalogue holds by now (an empty one says the service has no address by id).
  await expect(lookup.problem).toHaveText(
    /^None of the [\d,]+ bridges .*catalogue on this computer.* has this id\.$|not by id/,
  )

  await app.go('Bridges')
  await app.go('Lookup')
  expect(await lookup.recent.allTextContents()).toEqual([`${byId.id}`, bySlug.slug])
})

// The page a lookup opens may show the bridge from the loaded list before the service's detail answers (the
// detail view draws what the list showed at once). A user who has seen it and leaves then has found it: the lookup
// is remembered, whether or not the detail arrived before they left (it was lost when the detail was slow).
test('a lookup is remembered once its page shows the bridge, even when the detail is still loading', async ({
  startService,
  startPreview,
  addKeyByIpc,
  openApp,
}) => {
  const { service, app } = await browseService({ startService, startPreview, addKeyByIpc, openApp })
  const byId = newestFirst(service.data.published())[2]!
  const lookup = app.lookup()
  const detail = app.bridgeDetail()
  await app.bridges().waitForRows()

  await app.go('Lookup')
  // The id is found among the rows loaded, with no request; the detail's request is then held by the service.
  service.control.setLatency(60_000)
  await lookup.lookUp(byId.id)
  await detail.expectTitle(byId.title)
  await expect(detail.article).toHaveAttribute('aria-busy', 'true')
  await app.go('Lookup')
  service.control.setLatency(0)
  await expect(lookup.recent).toHaveText([byId.id])
})
