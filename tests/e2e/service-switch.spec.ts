// What the server decides: switching the active key to another service drops every cached answer of
// the previous one, so no row of one service is ever shown under another's banner (not even while refetching).
import { expect, test } from './fixtures.ts'

test('after making a key of another service active, the list never shows a row of the previous service', async ({
  page,
  startService,
  startPreview,
  addKeyByIpc,
  openApp,
}) => {
  const a = await startService({ seed: 101, bridges: 40 })
  const b = await startService({ seed: 202, bridges: 40 })
  const preview = await startPreview({ serviceUrl: a.baseUrl })
  await addKeyByIpc(preview, a.demoKeys!.full, a.baseUrl, 'Service A')
  // The first key of a service is active there; a second one lets the user make service B the current one.
  await addKeyByIpc(preview, b.demoKeys!.full, b.baseUrl, 'Service B')
  const me = await fetch(`${b.baseUrl}/me`, { headers: { authorization: `Bearer ${b.demoKeys!.full}` } })
  const owner = ((await me.json()) as { username: string }).username
  const second = b.control.createKey({ owner, scopes: ['read:public', 'read:me'] }).key
  await addKeyByIpc(preview, second, b.baseUrl, 'Service B2')
  const app = await openApp(preview)
  const keys = app.keys()
  const bridges = app.bridges()

  await app.go('Bridges')
  await bridges.waitForRows()
  const titles = async (svc: typeof a, limit: number): Promise<string[]> => {
    const res = await fetch(`${svc.baseUrl}/bridges?limit=${limit}`, {
      headers: { authorization: `Bearer ${svc.demoKeys!.full}` },
    })
    return ((await res.json()) as { data: { title: string }[] }).data.map((d) => d.title)
  }
  const [aFirst, bFirst] = [await titles(a, 3), await titles(b, 3)]
  // Titles come from a small pool, so only those that service B does not have at all can betray a stale row.
  const allOfB = new Set(await titles(b, 100))
  const onlyA = aFirst.filter((t) => !allOfB.has(t))
  expect(onlyA.length).toBeGreaterThan(0)
  expect((await bridges.rowTexts()).slice(0, 3).map((r) => r.title)).toEqual(aFirst)

  await app.go('Keys')
  await keys.makeActive('Service B2')
  // Every row title rendered from now on, however briefly: cached rows of A would show for a moment before a refetch.
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as { __titlesSeen?: string[] }).__titlesSeen = seen
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('.bridge-row-title')) seen.push(el.textContent ?? '')
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  await app.go('Bridges')
  await expect(bridges.rows.first()).toBeVisible()
  expect((await bridges.rowTexts()).slice(0, 3).map((r) => r.title)).toEqual(bFirst)
  const seen = await page.evaluate(() => (window as { __titlesSeen?: string[] }).__titlesSeen ?? [])
  expect(seen.filter((t) => onlyA.includes(t))).toEqual([])
})
