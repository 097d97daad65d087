// A proxy that asks who the user is, in the browser preview with real parts: tinyproxy with BasicAuth in front of
// the reference service behind stunnel with the tests' private CA (tests/integration/network/real-parts.ts). The
// preview reads HTTPS_PROXY and NODE_EXTRA_CA_CERTS as a user would set them (README "Proxy and certificates").
import { randomUUID } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { makeCertificates } from '../support/private-ca.ts'
import { loopbackAlias, startStunnel, startTinyproxy, which } from '../integration/network/real-parts.ts'
import { expect, test } from './fixtures.ts'
import { auditSettled } from './support/axe.ts'

const KEY = `bxk_${'e2esignin'.padEnd(32, 'E')}`
const PASSWORD = `pw-${randomUUID()}`

test('the window asks the proxy’s sign-in, says a wrong password, and goes on signed in', async ({
  startService,
  startPreview,
  addKeyByIpc,
  openApp,
}) => {
  const alias = await loopbackAlias()
  const missing = ['tinyproxy', 'openssl'].filter((t) => which(t) === null)
  if (which('stunnel4') === null && which('stunnel') === null) missing.push('stunnel4')
  test.skip(missing.length > 0, `not installed: ${missing.join(', ')} (bash .ci/run installs them)`)
  test.skip(alias === null, 'no name in /etc/hosts maps to a loopback address')
  if (alias === null) return

  const dir = await mkdtemp(join(tmpdir(), 'bx-e2e-signin-'))
  const stops: (() => Promise<void>)[] = [() => rm(dir, { recursive: true, force: true })]
  try {
    const certs = await makeCertificates(dir, alias.name)
    const service = await startService({
      bridges: 20,
      keys: {
        accounts: [{ username: 'signin', api_access: 'approved' }],
        keys: [{ key: KEY, owner: 'signin', scopes: ['read:public'], status: 'active', expires_at: null }],
      },
    })
    const tls = await startStunnel(dir, alias.address, Number(new URL(service.origin).port), certs)
    stops.unshift(() => tls.stop())
    const proxy = await startTinyproxy(dir, 'e2e', `ann ${PASSWORD}`)
    stops.unshift(() => proxy.stop())
    const apiUrl = `https://${alias.name}:${tls.port}/v1/api`

    const preview = await startPreview({
      serviceUrl: apiUrl,
      env: { HTTPS_PROXY: `http://127.0.0.1:${proxy.port}`, NODE_EXTRA_CA_CERTS: join(dir, 'ca.pem') },
    })
    await addKeyByIpc(preview, KEY, apiUrl, 'Work')
    const app = await openApp(preview)
    const page = app.page

    const dialog = page.getByRole('dialog', { name: 'Sign in to the proxy' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(`The proxy 127.0.0.1:${proxy.port} asks who you are`)
    const axe = await auditSettled(page, (builder) => builder.include('dialog'))
    expect(axe.violations).toEqual([])

    await dialog.getByLabel('User name').fill('ann')
    await dialog.getByLabel('Password').fill('not-the-password')
    await dialog.getByRole('button', { name: 'Sign in' }).click()
    await expect(dialog.getByRole('alert')).toHaveText(/did not accept the user name and password tried last/)
    await expect(dialog.getByLabel('User name')).toHaveValue('ann')
    await expect(dialog.getByLabel('Password')).toBeFocused()

    await dialog.getByLabel('Password').fill(PASSWORD)
    await dialog.getByRole('button', { name: 'Sign in' }).click()
    await expect(dialog).toBeHidden()
    // The calls that waited went on signed in: the service's 20 bridges are listed, and nothing asks again.
    await expect(page.getByText('Showing all 20 bridges')).toBeVisible()
    await app.go('Stats')
    await expect(page.getByRole('dialog')).toHaveCount(0)

    // The password is in neither the preview's output nor the proxy's log.
    expect(await readFile(preview.logFile, 'utf8')).not.toContain(PASSWORD)
    expect(await proxy.log()).not.toContain(PASSWORD)
  } finally {
    for (const stop of stops) await stop()
  }
})
