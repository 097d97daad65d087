// A control shown but not choosable says why to everyone (README.md, Who it is for): the list's Sort and Suggestors
// wait for the catalogue on this computer, and say so by a "Why?" that the keyboard and a touch reach (a tooltip
// is mouse only), and as the control's description for screen readers, in plain words that are true of the case.
import { expect, test } from './fixtures.ts'

test('a Sort that cannot be chosen says why, by keyboard and by pointer, and as its description', async ({
  page,
  devApp,
  addKeyByIpc,
}) => {
  const { app, keys, service, preview } = await devApp()
  // A key that may not read public data: the catalogue is not used with it, so the Sort stays unavailable.
  await addKeyByIpc(preview, keys.meOnly, service.baseUrl, 'Profile only')
  await page.reload()
  await app.gotoHash('#/bridges')
  const sort = app.main.getByRole('combobox', { name: 'Sort' })
  await expect(sort).toBeDisabled()
  const why = app.main
    .locator('.field')
    .filter({ has: page.getByRole('combobox', { name: 'Sort' }) })
    .getByRole('button', { name: 'Why?' })
  const words =
    /^Other orders come once the catalogue on this computer holds bridges\. It is not used with the key in use: the catalogue line above says why\.$/
  await expect(sort).toHaveAccessibleDescription(words)
  // The line it points to does say why ("not shown", paused on the key's refusal or withheld from it).
  await expect(app.main.getByTestId('catalogue-status')).toContainText('not shown')

  // By keyboard: "Why?" is a Tab stop (the disabled Sort is not), Enter shows the words, Escape hides them.
  await app.main.getByRole('searchbox', { name: 'Search bridges' }).focus()
  for (let i = 0; i < 12 && !(await why.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(why).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(why).toHaveAttribute('aria-expanded', 'true')
  const note = app.main.getByRole('note').filter({ hasText: words })
  await expect(note).toBeVisible()
  // Whole, give or take a part of a pixel where the pinned band's edge falls between two (seen: 0.9989).
  await expect(note).toBeInViewport({ ratio: 0.99 })
  await page.keyboard.press('Escape')
  await expect(note).toBeHidden()
  await expect(why).toBeFocused()

  // By pointer: a press shows them, a press elsewhere hides them.
  await why.click()
  await expect(note).toBeVisible()
  await app.heading.click()
  await expect(note).toBeHidden()

  // The Suggestors filter says its own reason: it needs every bridge, not just some.
  const suggestors = app.main.getByRole('combobox', { name: 'Suggestors' })
  await expect(suggestors).toBeDisabled()
  await expect(suggestors).toHaveAccessibleDescription(
    /^Verified or not can be chosen once the catalogue on this computer holds every bridge\./,
  )
})
