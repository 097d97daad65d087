// The scope matrix (README.md, Who it is for), "a matrix: each endpoint × each saved key → allowed / denied /
// unknown, filled from checks and from real answers, with what each scope unlocks in plain words; compare two keys
// side by side".
import { expect, test } from './fixtures.ts'
import { shownAs } from './pages/developer-keys.ts'
import { UsagePage } from './pages/usage-page.ts'

const ENDPOINTS = ['/stats', '/bridges', '/bridges/{slug}', '/profiles/{username}', '/me'] as const

test('the matrix fills from a public-only and a full key: from their checks, and from a real 403', async ({
  devApp,
  addKeyByIpc,
}) => {
  const { app, keys, service, preview } = await devApp()
  // Saved without a check (the IPC, not the form): nothing is known of their scopes yet.
  await addKeyByIpc(preview, keys.publicOnly, service.baseUrl, 'Public')
  await addKeyByIpc(preview, keys.full, service.baseUrl, 'Full')
  await app.gotoHash('#/usage')
  const usage = new UsagePage(app.page)
  await expect(usage.heading).toBeVisible()
  for (const path of ENDPOINTS) await expect(await usage.cell(path, 'Full')).toContainText('Unknown')
  await expect(await usage.cell('/me', 'Public')).toContainText('Unknown')

  // A real answer: My profile with the public-only key (the one in use) is refused with insufficient_scope.
  await app.go('My profile')
  await app.gotoHash('#/usage')
  const me = await usage.cell('/me', 'Public')
  await expect(me).toContainText('Denied (missing scope)')
  await expect(me).toContainText('refused on /me')

  // The checks fill the rest: the full key may call everything.
  await app.go('Keys')
  await app.keys().checkNow('Full')
  await app.keys().checkNow('Public')
  await app.gotoHash('#/usage')
  for (const path of ENDPOINTS) {
    const cell = await usage.cell(path, 'Full')
    await expect(cell).toContainText('Allowed')
    await expect(cell).toContainText('key check')
  }
  for (const path of ENDPOINTS.slice(0, 4))
    await expect(await usage.cell(path, 'Public')).toContainText('Allowed')
  await expect(await usage.cell('/me', 'Public')).toContainText('Denied (missing scope)')

  // What each scope unlocks, in the inspector's words.
  await expect(usage.scopeWords).toContainText('read:public unlocks')
  await expect(usage.scopeWords).toContainText('Bridges, Bridge detail, Profiles, Stats')
  await expect(usage.scopeWords).toContainText('read:me unlocks')
  await expect(usage.scopeWords).toContainText('My profile')
})

test('two keys side by side: the rows where they differ are marked', async ({ devApp, addKeyByIpc }) => {
  const { app, keys, service, preview } = await devApp()
  await addKeyByIpc(preview, keys.publicOnly, service.baseUrl, 'Public')
  await addKeyByIpc(preview, keys.full, service.baseUrl, 'Full')
  await addKeyByIpc(preview, keys.meOnly, service.baseUrl, 'Me only')
  await app.go('Keys')
  for (const label of ['Public', 'Full', 'Me only']) await app.keys().checkNow(label)
  await app.gotoHash('#/usage')
  const usage = new UsagePage(app.page)
  await expect(usage.matrix.getByRole('columnheader')).toHaveCount(5)
  await usage.compare(`Public (${shownAs(keys.publicOnly)})`, `Me only (${shownAs(keys.meOnly)})`)
  // Endpoint, Needs, the two keys, Same?
  await expect(usage.matrix.getByRole('columnheader')).toHaveCount(5)
  await expect(usage.matrix.getByRole('columnheader', { name: 'Full' })).toHaveCount(0)
  const rowOf = (path: string) =>
    usage.matrix
      .getByRole('row')
      .filter({ has: app.page.getByRole('rowheader', { name: `GET ${path}`, exact: true }) })
  // Public-only and read:me-only share no scope: every endpoint differs.
  for (const path of ENDPOINTS) await expect(rowOf(path)).toContainText('Differs')
  await usage.compare(`Public (${shownAs(keys.publicOnly)})`, `Full (${shownAs(keys.full)})`)
  await expect(rowOf('/me')).toContainText('Differs')
  await expect(rowOf('/stats')).toContainText('Same')
})
