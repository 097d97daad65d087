// Main's own sentences said by code (docs/i18n.md, "Main's own sentences"): the catalogue's status line comes
// from main as a message id with values and is worded by the renderer, so a change of language re-words the line
// already on screen at once, with no new answer from main, and a path or id in it keeps its own direction.
import { expect, test } from './fixtures.ts'

test('the catalogue’s status line is worded in the language chosen, at once, with no English left', async ({
  demoApp,
}) => {
  const app = await demoApp()
  const page = app.page
  await app.go('Settings')
  const line = page.getByTestId('catalogue-status')
  await expect(line).toHaveText(/^Catalogue: /)

  await page
    .getByRole('region', { name: 'Language and formats' })
    .getByRole('combobox', { name: 'Language' })
    .selectOption('ar')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(line).toHaveText(/^الفهرس/)
  await expect(line).not.toHaveText(/[A-Za-z]{3,}/)

  await page
    .getByRole('region', { name: 'اللغة والتنسيقات' })
    .getByRole('combobox', { name: 'اللغة' })
    .selectOption('pl')
  await expect(line).toHaveText(/^Katalog/)
  await expect(line).not.toHaveText(/Catalogue|bridges|\bof\b/)
})
