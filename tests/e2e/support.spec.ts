// Support staff: looking people and bridges up from whatever they were sent, and exporting a filtered list.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseCsvRows } from '../support/csv-rows.ts'
import { expect, test } from './fixtures.ts'
import { matching, newestFirst } from './support/bridge-data.ts'
import { browseService } from './support/browse-setup.ts'

test.describe('looking things up', () => {
  test('a username, a profile link, a bridge link and a deep link each open the right view, and are remembered', async ({
    startService,
    startPreview,
    addKeyByIpc,
    openApp,
  }) => {
    const { service, app } = await browseService({ startService, startPreview, addKeyByIpc, openApp })
    const [first, second] = newestFirst(service.data.published())
    const bridge = second!
    const user = first!.suggestor.username
    const other = service.data.published().find((b) => b.suggestor.username !== user)!.suggestor.username
    const lookup = app.lookup()
    const profile = app.profile()
    const detail = app.bridgeDetail()

    await app.go('Lookup')
    await expect(lookup.recent).toHaveCount(0)
    // The field has the focus on arrival: a name typed at once, then Enter, opens the profile.
    await expect(lookup.input).toBeFocused()
    await app.page.keyboard.type(user.toUpperCase())
    await app.page.keyboard.press('Enter')
    await profile.expectUsername(user)

    await app.go('Lookup')
    await lookup.lookUp(`${service.baseUrl}/profiles/${encodeURIComponent(other)}`)
    await profile.expectUsername(other)

    await app.go('Lookup')
    await lookup.lookUp(`${service.baseUrl}/bridges/${bridge.slug}`)
    await detail.expectTitle(bridge.title)

    await app.go('Lookup')
    await lookup.lookUp(`bridge-explorer://profiles/${user}`)
    await profile.expectUsername(user)
    expect(await app.hash()).toBe(`#/profiles/${user}`)

    await app.go('Lookup')
    const labels = await lookup.recent.allTextContents()
    // The same user looked up twice (ANOVAK, then a deep link to anovak) is one entry, the latest.
    expect(labels).toEqual(
      expect.arrayContaining([
        `bridge-explorer://profiles/${user}`,
        `${service.baseUrl}/profiles/${encodeURIComponent(other)}`,
        `${service.baseUrl}/bridges/${bridge.slug}`,
      ]),
    )
    expect(labels).toHaveLength(3)
    await lookup.recent.filter({ hasText: `/bridges/${bridge.slug}` }).click()
    await detail.expectTitle(bridge.title)
  })

  test('text that is neither a name nor a link is refused with a reason', async ({
    startService,
    startPreview,
    addKeyByIpc,
    openApp,
  }) => {
    const { app } = await browseService({ startService, startPreview, addKeyByIpc, openApp })
    await app.go('Lookup')
    const lookup = app.lookup()
    await lookup.lookUp('ftp://example.org/profiles/alice')
    await expect(lookup.problem).not.toBeEmpty()
    await expect(lookup.input).toHaveAttribute('aria-invalid', 'true')
    await expect(lookup.heading).toBeVisible()
  })

  test('Ctrl+K goes to a profile by username', async ({
    startService,
    startPreview,
    addKeyByIpc,
    openApp,
  }) => {
    const { service, app } = await browseService({ startService, startPreview, addKeyByIpc, openApp })
    const user = newestFirst(service.data.published())[3]!.suggestor.username
    await app.palette.goTo(user, `Open profile ${user}`)
    await app.profile().expectUsername(user)
    await expect(app.main).toBeFocused()
  })
})

test.describe('exporting all matching bridges', () => {
  for (const format of ['csv', 'json'] as const) {
    test(`a filtered list exports as ${format.toUpperCase()}: estimate, progress, row count, and exactly the matching ids`, async ({
      startService,
      startPreview,
      addKeyByIpc,
      openApp,
    }) => {
      // Latency makes the export take several visible steps, so its progress can be seen.
      const { service, app, preview } = await browseService(
        { startService, startPreview, addKeyByIpc, openApp },
        { latencyMs: 250 },
      )
      const expected = matching(service.data.published(), '', 'health')
      const bridges = app.bridges()
      await bridges.waitForRows()
      await bridges.chooseCategory('health')

      await bridges.openExport()
      await expect(bridges.estimate()).toHaveText(
        /^This needs (about |at most )?[\d,]+ requests?[^;]*; [\d,]+ of [\d,]+ are left/,
      )
      await bridges.exportDialog.getByRole('radio', { name: format === 'csv' ? /^CSV/ : /^JSON/ }).check()
      // A CSV has the columns the list shows (no id in the list's display) unless every field is asked for.
      if (format === 'csv') await bridges.exportDialog.getByRole('radio', { name: /^Every field/ }).check()
      await bridges.exportDialog.getByRole('button', { name: 'Export', exact: true }).click()
      await expect(bridges.exportStatus.getByText(/^Exporting: /)).toBeVisible()
      await expect(bridges.exportStatus.getByRole('button', { name: 'Cancel export' })).toBeVisible()
      const saved = bridges.exportStatus.getByText(/^Saved /)
      await expect(saved).toBeVisible({ timeout: 60_000 })
      const sentence = (await saved.textContent()) ?? ''
      expect(sentence).toContain(`Saved ${expected.length.toLocaleString('en-US')} bridges to `)

      const dir = join(preview.userDataDir, 'exports')
      const files = (await readdir(dir)).filter((f) => f.endsWith(`.${format}`))
      expect(files).toHaveLength(1)
      expect(sentence).toContain(join(dir, files[0]!))
      const text = await readFile(join(dir, files[0]!), 'utf8')
      const ids =
        format === 'csv' ? csvIds(text) : (JSON.parse(text) as { id: string }[]).map((row) => row.id)
      expect(ids).toHaveLength(new Set(ids).size)
      expect(new Set(ids)).toEqual(new Set(expected.map((b) => b.id)))
    })
  }
})

function csvIds(text: string): string[] {
  const [header, ...rows] = parseCsvRows(text).filter((r) => r.length > 1 || r[0] !== '')
  const at = header!.indexOf('id')
  expect(at).toBeGreaterThanOrEqual(0)
  return rows.map((r) => r[at]!)
}
