// The table's side panel at 1280 × 800 (README, "The table"): it never squeezes the title column to a few
// characters nor pushes the Id column out of sight; where the columns leave it no room beside, it goes under.
import { expect, test } from './fixtures.ts'
import { TablePage } from './pages/table-page.ts'

test.use({ viewport: { width: 1280, height: 800 } })

test('with the side panel open at 1280 px, Title keeps room for a title and Id stays in sight', async ({
  page,
  demoApp,
}) => {
  const app = await demoApp()
  await app.bridges().waitForRows()
  const table = new TablePage(page)
  await table.show()
  // The identifiers are hidden at first; a support user shows the Id.
  await table.openColumns()
  await table.columnsPanel.getByRole('checkbox', { name: 'Id' }).check()
  await table.columnsButton.click()
  await table.row(0).click()
  await expect(table.panel).toBeVisible()
  // About 40 characters of a title (TITLE_BESIDE_PX), not the 176 px it was squeezed to.
  expect(await table.width('Title')).toBeGreaterThanOrEqual(320)
  const grid = await table.grid.boundingBox()
  const id = await table.header('Id').boundingBox()
  expect(grid).not.toBeNull()
  expect(id).not.toBeNull()
  expect(id!.x + id!.width, 'the Id column ends inside the table as drawn').toBeLessThanOrEqual(
    grid!.x + grid!.width + 1,
  )
  // The panel is whole in the window too.
  const panel = await table.panel.boundingBox()
  expect(panel!.x + panel!.width).toBeLessThanOrEqual(1280)
})
