// Settings in the browser preview: the proxy in use, a manual proxy checked before it is kept, a connection test
// against the demo service, updates said to be unavailable here, and the diagnostics file shown whole (with no
// key in it) before it is saved into the preview's exports folder (README "Proxy and certificates").
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { containsKeyFragment, redactSecrets } from '../../shared/keys/secret-scan.ts'
import { demoReference, expect, test } from './fixtures.ts'
import { auditSettled } from './support/axe.ts'

test('Settings shows the proxy in use, checks a manual proxy, and a test against the demo service works', async ({
  startPreview,
  openApp,
}) => {
  const preview = await startPreview({ demo: true })
  const app = await openApp(preview)
  await app.go('Settings')
  const page = app.page
  const network = page.getByRole('region', { name: 'Network' })
  await expect(network.getByRole('status').first()).toContainText(
    'Proxy in use: The system’s proxy settings.',
  )

  await network.getByLabel('Use this proxy:').check()
  const address = network.getByLabel('Proxy address')
  const save = network.getByRole('button', { name: 'Save proxy setting' })
  await save.click()
  await expect(network.getByRole('alert')).toHaveText(/Type the proxy’s address/)
  await address.fill('proxy.example')
  await save.click()
  await expect(network.getByRole('alert')).toHaveText(/not a valid address/)
  await address.fill('http://me:secret@proxy.example:3128')
  await save.click()
  await expect(network.getByRole('alert')).toHaveText(/Leave the user name and password out/)
  await expect(address).toHaveAttribute('aria-invalid', 'true')

  await address.fill('http://proxy.example:3128')
  await save.click()
  await expect(network.getByRole('alert')).toHaveCount(0)
  await expect(
    network.getByText('Proxy in use: The proxy set here: http://proxy.example:3128.'),
  ).toBeVisible()
  const kept = JSON.parse(await readFile(join(preview.userDataDir, 'network.json'), 'utf8')) as {
    proxy: unknown
  }
  expect(kept.proxy).toEqual({ mode: 'manual', url: 'http://proxy.example:3128' })

  // The demo service runs on this computer, which is never reached through a proxy: the test says it works.
  await network.getByRole('button', { name: 'Test connection' }).click()
  await expect(network.getByText('The connection works.')).toBeVisible()
  await expect(network.getByText(/No key was sent/)).toBeVisible()

  const updates = page.getByRole('region', { name: 'Updates' })
  await updates.getByRole('button', { name: 'Check now' }).click()
  await expect(updates.getByText(/not available in the browser preview/).last()).toBeVisible()
})

test('the diagnostics file is shown whole and without any key before it is saved, then saved as shown', async ({
  startPreview,
  openApp,
}) => {
  const { keys } = await demoReference()
  const preview = await startPreview({ demo: true })
  const app = await openApp(preview)
  await app.go('Bridges')
  await app.go('Settings')
  const page = app.page
  const section = page.getByRole('region', { name: 'Diagnostics', exact: true })
  await section.getByRole('button', { name: 'Save diagnostics…' }).click()
  const shown = page.getByRole('region', { name: 'The diagnostics file' })
  await expect(shown).toContainText(/The file holds \([\d.,]+ (kB|bytes)\)/)
  const content = (await shown.locator('pre').textContent()) ?? ''
  expect(content).toContain('"format": "bridge-explorer-diagnostics/1"')
  expect(content).toContain('/bridges')
  // The secret scan of shared/keys/secret-scan.ts: nothing shaped like a key, and no 8 characters of a demo key.
  expect(redactSecrets(content)).toBe(content)
  for (const key of Object.values(keys)) expect(containsKeyFragment(content, key)).toBe(false)
  expect(await readdir(join(preview.userDataDir, 'exports')).catch(() => [])).toEqual([])

  await shown.getByRole('button', { name: 'Save this file' }).click()
  const saved = shown.getByText(/^Saved to /)
  await expect(saved).toBeVisible()
  const path = ((await saved.textContent()) ?? '').replace(/^Saved to /, '')
  expect(path.startsWith(join(preview.userDataDir, 'exports'))).toBe(true)
  expect(await readFile(path, 'utf8')).toBe(content)
  expect(await readdir(join(preview.userDataDir, 'exports'))).toHaveLength(1)

  // What only appears after use (a proxy problem, a test result, the file shown) is readable too, light and dark.
  await page.getByLabel('Use this proxy:').check()
  await page.getByLabel('Proxy address').fill('proxy.example')
  await page.getByRole('button', { name: 'Save proxy setting' }).click()
  await page.getByRole('button', { name: 'Test connection' }).click()
  await expect(page.getByText('The connection works.')).toBeVisible()
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    const result = await auditSettled(page)
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(
      bad.map((v) => `${colorScheme}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([])
  }
})
