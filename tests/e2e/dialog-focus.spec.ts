// Keyboard: Escape from any dialog (the palette, each confirm dialog, the key forms) closes it and gives
// the focus back to what opened it, so a keyboard user never loses their place.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/** Opens a dialog from `opener` (focused first, then `open`), presses Escape, and checks where focus went. */
async function escapeReturnsFocus(
  page: Page,
  what: string,
  opener: Locator,
  open: () => Promise<void>,
  dialog: Locator,
  focusedOnOpen?: Locator,
): Promise<void> {
  await opener.focus()
  await open()
  await expect(dialog, `${what} opens`).toBeVisible()
  if (focusedOnOpen !== undefined)
    await expect(focusedOnOpen, `${what} opens on its safe choice`).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog, `${what} closes on Escape`).toBeHidden()
  await expect(opener, `focus back on what opened ${what}`).toBeFocused()
}

test('Escape from every dialog returns the focus to what opened it', async ({ page, devApp }) => {
  const { app, keys, service } = await devApp()
  await app.go('Keys')
  await app.keys().addKey({ key: keys.full, serviceUrl: service.baseUrl, label: 'Full' })

  // The palette, opened with Ctrl+K from a row of the list.
  await app.go('Bridges')
  const bridges = app.bridges()
  await bridges.waitForRows()
  const row = bridges.rows.nth(2)
  await escapeReturnsFocus(
    page,
    'the palette',
    row,
    () => page.keyboard.press('Control+k'),
    page.getByRole('dialog').filter({ has: page.getByRole('combobox') }),
  )

  // The export's confirmation, opened with the Export… button.
  const exportButton = app.main.getByRole('button', { name: 'Export…' })
  await escapeReturnsFocus(
    page,
    'the export dialog',
    exportButton,
    () => page.keyboard.press('Enter'),
    page.getByRole('dialog'),
  )

  // The "open this web site?" question of a bridge with a domain.
  const withDomain = service.data.published().find((b) => b.domain !== null)!
  await app.gotoHash(`#/bridges/${withDomain.slug}`)
  const openSite = app.main.getByRole('button', { name: `Open ${withDomain.domain}` })
  await escapeReturnsFocus(
    page,
    'the open-site question',
    openSite,
    () => page.keyboard.press('Enter'),
    page.getByRole('dialog', { name: /in your browser\?$/ }),
  )

  // A key's Remove confirmation, and its Edit and Rotate forms.
  await app.go('Keys')
  const keyRow = app.keys().keyRow('Full')
  await escapeReturnsFocus(
    page,
    'the Remove confirmation',
    keyRow.getByRole('button', { name: 'Remove', exact: true }),
    () => page.keyboard.press('Enter'),
    page.getByRole('dialog', { name: 'Remove “Full”?' }),
    page.getByRole('dialog', { name: 'Remove “Full”?' }).getByRole('button', { name: 'Cancel' }),
  )
  await escapeReturnsFocus(
    page,
    'the Edit form',
    keyRow.getByRole('button', { name: 'Edit…' }),
    () => page.keyboard.press('Enter'),
    page.getByRole('form', { name: 'Edit “Full”' }),
  )
  await escapeReturnsFocus(
    page,
    'the Rotate form',
    keyRow.getByRole('button', { name: 'Rotate…' }),
    () => page.keyboard.press('Enter'),
    page.getByRole('form', { name: 'Rotate “Full”' }),
  )
})

test.describe('at 200 % zoom (640 × 400 at device scale 2)', () => {
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 })

  test('a dialog taller than the window keeps its title and both buttons in view; its questions scroll', async ({
    page,
    demoApp,
  }) => {
    const app = await demoApp()
    await app.go('Bridges')
    await app.bridges().waitForRows()
    await app.main.getByRole('button', { name: 'Export…' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: 'Export matching bridges' })).toBeInViewport({
      ratio: 1,
    })
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 })
    await expect(dialog.getByRole('button', { name: 'Export', exact: true })).toBeInViewport({ ratio: 1 })
    // Every question is still reachable: the last one scrolls into view inside the dialog.
    const last = dialog.getByRole('checkbox', { name: /Keep running in the background/ })
    await last.scrollIntoViewIfNeeded()
    await expect(last).toBeInViewport({ ratio: 1 })
    await expect(dialog.getByRole('button', { name: 'Export', exact: true })).toBeInViewport({ ratio: 1 })
  })
})
