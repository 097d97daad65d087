// Key usage (README.md, Who it is for), "per key: requests per minute over the last hour, 24 h and 7 days; 429s,
// waits for the rate limit, errors by code; which views or exports spent the budget; marks on the chart for waits and
// errors".
import { expect, test } from './fixtures.ts'
import { shownAs } from './pages/developer-keys.ts'
import { UsagePage } from './pages/usage-page.ts'

test('requests are counted per key and per view, with a wait and an error marked on the chart', async ({
  devApp,
  addKeyByIpc,
}) => {
  const { app, keys, service, preview } = await devApp()
  await addKeyByIpc(preview, keys.publicOnly, service.baseUrl, 'Public')
  await addKeyByIpc(preview, keys.full, service.baseUrl, 'Full')
  await app.go('Bridges')
  await expect(app.bridges().rows.first()).toBeVisible()
  // One 503 without Retry-After: the client backs off (a wait), then the retry works.
  service.control.failNext(1, { status: 503, retryAfter: null })
  await app.go('Stats')
  await app.go('My profile')

  await app.gotoHash('#/usage')
  const usage = new UsagePage(app.page)
  await expect(usage.keyPicker).toHaveValue(/.+/)
  await expect(usage.keyPicker.locator('option:checked')).toHaveText(
    `Public (${shownAs(keys.publicOnly)}) · in use`,
  )
  await expect(usage.row(usage.spentBy, 'Bridges list')).toBeVisible()
  await expect(usage.row(usage.spentBy, 'Stats')).toBeVisible()
  await expect(usage.row(usage.spentBy, 'My profile')).toBeVisible()
  await expect(usage.row(usage.errors, 'service_unavailable')).toContainText('1')
  await expect(usage.row(usage.errors, 'insufficient_scope')).toContainText('1')
  await expect(usage.row(usage.waits, /backing off/)).toContainText('1')
  await expect(usage.total('429 answers')).toHaveText('0 (as it should be)')
  await expect(usage.waitMarks).not.toHaveCount(0)
  await expect(usage.errorMarks).not.toHaveCount(0)
  // The mark says what it marks.
  await expect(usage.errorMarks.first().locator('title')).toContainText(/error/)

  // The other key spent nothing.
  await usage.keyPicker.selectOption({ label: `Full (${shownAs(keys.full)})` })
  await expect(usage.empty).toBeVisible()

  // The same counts over 24 hours and 7 days.
  await usage.keyPicker.selectOption({ label: `Public (${shownAs(keys.publicOnly)}) · in use` })
  for (const span of ['24 hours', '7 days']) {
    await app.page.getByRole('radio', { name: span }).check()
    await expect(usage.row(usage.errors, 'service_unavailable')).toContainText('1')
  }
})

test('a recorded expiry date warns in the top bar and in Key usage 14 days before', async ({
  devApp,
  addKeyByIpc,
}) => {
  const { app, keys, service, preview } = await devApp()
  await addKeyByIpc(preview, keys.full, service.baseUrl, 'Full')
  await app.go('Keys')
  const row = app.keys().keyRow('Full')
  await row.getByRole('button', { name: 'Edit…' }).click()
  const soon = new Date(Date.now() + 5 * 86_400_000)
  const date = `${soon.getFullYear()}-${String(soon.getMonth() + 1).padStart(2, '0')}-${String(soon.getDate()).padStart(2, '0')}`
  await row.getByLabel('Expires on (optional)').fill(date)
  await row.getByRole('button', { name: 'Save changes' }).click()
  // The key's row shows the day in the region's way (the browser's: English, United States), as written in UTC.
  const shown = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    Date.UTC(soon.getFullYear(), soon.getMonth(), soon.getDate()),
  )
  await expect(row).toContainText(shown)
  const badge = app.page.getByRole('banner').getByRole('link', { name: /expires in 5 days/ })
  await expect(badge).toBeVisible()
  await app.gotoHash('#/usage')
  await expect(new UsagePage(app.page).expiry).toContainText(`“Full” expires in 5 days (${date})`)
  await app.go('Developer')
  await expect(app.main.locator('.expiry-notices')).toContainText(`“Full” expires in 5 days (${date})`)
  // In the Keys view the date is shown as a warning.
  await app.go('Keys')
  await expect(row.locator('dd.tone-warn', { hasText: shown })).toBeVisible()
})
