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

  await app.go('Lookup')
  await lookup.lookUp('no-such-bridge-anywhere')
  await expect(lookup.problem).toContainText('No user and no bridge is called “no-such-bridge-anywhere”')
  await expect(lookup.heading).toBeVisible()
  await lookup.lookUp('br_zzzzzzzzzzzz')
  await expect(lookup.problem).toContainText('not by id')

  await app.go('Bridges')
  await app.go('Lookup')
  expect(await lookup.recent.allTextContents()).toEqual([`${byId.id}`, bySlug.slug])
})
