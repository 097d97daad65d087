// The BUILT shell (dist-electron/main.js and preload.cjs) executed against a recording stand-in of `electron`
// (tests/support/electron-stand-in): the Electron binary cannot be downloaded here, so this is what proves the
// wiring of main.ts, ipc/register.main.ts and preload/entry.preload.ts. Everything behind the stand-in is real:
// the core, the demo service over loopback HTTP, SQLite and the keychain. Needs `npm run build` (npm test builds
// first).
import assert from 'node:assert/strict'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { invokeChannels } from '../../shared/ipc/contract.ts'
import { targetFingerprint, type TargetFacts } from '../../shared/cache/persisted-queries.ts'
import { bridgeSummary } from '../support/bridge-summary.ts'
import { CONTENT_SECURITY_POLICY } from '../../electron/protocol/csp.ts'
import { loadBuiltMain, runBuiltPreload } from '../support/electron-stand-in/load.ts'
import {
  createElectronStandIn,
  type ElectronStandIn,
  type StandInBrowserWindow,
} from '../support/electron-stand-in/stand-in.ts'
import { throwawayKeychain } from '../support/throwaway-keychain.ts'

const keychain = throwawayKeychain()
const APP_URL = 'app://bridge-explorer/index.html'
const channels = Object.keys(invokeChannels).sort()
const navigations = (window: StandInBrowserWindow): unknown[] =>
  window.webContents.sent.filter((m) => m.channel === 'navigation:did-request').map((m) => m.payload)

describe('the built main process, run against the electron stand-in', () => {
  let standIn: ElectronStandIn
  let window: StandInBrowserWindow
  let trusted: { senderId: number; url: string }

  before(async () => {
    const userDataDir = await keychain.tempDir('bx-shell-user-')
    // A theme kept by main: the served document is drawn in it.
    await writeFile(join(userDataDir, 'preferences.json'), JSON.stringify({ theme: 'dark' }))
    standIn = createElectronStandIn({
      userDataDir,
      downloadsDir: await keychain.tempDir('bx-shell-downloads-'),
      singleInstanceLock: true,
    })
    await loadBuiltMain(standIn, ['bridge-explorer://bridges/golden-gate'])
    window = await standIn.firstWindow
    trusted = { senderId: window.webContents.id, url: APP_URL }
  })

  after(async () => {
    const quit = once(standIn.app, 'quit')
    ;(standIn.module['app'] as { quit(): void }).quit()
    await quit
  })

  test('the window is sandboxed, context-isolated, without Node, with web security, and loads app://', () => {
    const prefs = window.options.webPreferences ?? {}
    assert.equal(prefs.sandbox, true)
    assert.equal(prefs.contextIsolation, true)
    assert.equal(prefs.nodeIntegration, false)
    assert.equal(prefs.nodeIntegrationInWorker, false)
    assert.equal(prefs.nodeIntegrationInSubFrames, false)
    assert.equal(prefs.webSecurity, true)
    assert.equal(prefs.allowRunningInsecureContent, false)
    assert.equal(prefs.webviewTag, false)
    assert.equal(prefs.experimentalFeatures, false)
    assert.match(prefs.preload ?? '', /dist-electron[/\\]preload\.cjs$/)
    assert.ok(existsSync(prefs.preload ?? ''), 'the preload the window names exists')
    assert.equal(standIn.app.sandboxEnabled, true, 'app.enableSandbox() was called')
    assert.equal(window.options.show, false, 'shown on ready-to-show, not as an empty frame')
    assert.equal(window.loadedUrl, APP_URL)
    assert.deepEqual(standIn.privilegedSchemes, [
      { scheme: 'app', privileges: { standard: true, secure: true, codeCache: true } },
    ])
  })

  test('every invoke channel of the contract is bound, and no other', () => {
    assert.deepEqual([...standIn.handlers.keys()].sort(), channels)
  })

  test('every handler refuses a malformed payload with a validation error', async () => {
    for (const channel of channels) {
      const result = (await standIn.invoke(channel, 42, trusted)) as {
        ok: boolean
        error?: { kind: string }
      }
      assert.equal(result.ok, false, `${channel} accepted 42`)
      assert.equal(result.error?.kind, 'validation', channel)
    }
  })

  test('the main frame on the app origin is answered', async () => {
    const result = (await standIn.invoke('app:get-info', undefined, trusted)) as {
      ok: boolean
      value?: { version: string }
    }
    assert.equal(result.ok, true)
    assert.equal(result.value?.version, '0.0.0-stand-in')
  })

  test('a foreign sender is refused on every channel: another origin, a subframe, another web contents', async (t) => {
    const warnings = t.mock.method(console, 'warn', () => undefined)
    const foreign = [
      { senderId: window.webContents.id, url: 'https://evil.example/' },
      { senderId: window.webContents.id, url: APP_URL, mainFrame: false },
      { senderId: window.webContents.id + 1000, url: APP_URL },
    ]
    for (const channel of channels) {
      for (const from of foreign) {
        const result = (await standIn.invoke(channel, undefined, from)) as {
          ok: boolean
          error?: { code: string }
        }
        assert.equal(result.error?.code, 'untrusted_sender', `${channel} from ${JSON.stringify(from)}`)
      }
    }
    assert.equal(warnings.mock.callCount(), channels.length * foreign.length, 'every refusal is logged')
  })

  test('permission requests, checks and device requests are all denied', () => {
    const { request, check, device } = standIn.permissions
    assert.ok(request && check && device, 'all three handlers are installed')
    const contents = window.webContents as unknown as Electron.WebContents
    const answers: boolean[] = []
    for (const permission of ['media', 'notifications', 'clipboard-read', 'geolocation'] as const) {
      request(contents, permission, (granted) => answers.push(granted), {} as Electron.PermissionRequest)
      answers.push(
        check(
          contents,
          permission,
          'app://bridge-explorer',
          {} as Electron.PermissionCheckHandlerHandlerDetails,
        ),
      )
    }
    answers.push(device({} as Electron.DevicePermissionHandlerHandlerDetails))
    assert.deepEqual(answers, Array<boolean>(9).fill(false))
  })

  test('Show in folder reaches shell.showItemInFolder only for a file an export wrote in this session', async () => {
    const refuse = async (file: string): Promise<void> => {
      const result = (await standIn.invoke('shell:show-in-folder', { file }, trusted)) as {
        ok: boolean
        error?: { code: string }
      }
      assert.equal(result.error?.code, 'unknown_file', file)
    }
    await refuse('/etc/passwd')
    const file = join(await keychain.tempDir('bx-shell-export-'), 'golden.csv')
    await refuse(file) // not written yet: a path the renderer names is not enough
    standIn.saveDialogAnswer.filePath = file
    try {
      const exported = (await standIn.invoke(
        'export:start',
        { exportId: 'show-in-folder', format: 'csv', q: 'golden' },
        trusted,
      )) as { ok: boolean; value?: { file: string } }
      assert.equal(exported.value?.file, file, JSON.stringify(exported))
    } finally {
      standIn.saveDialogAnswer.filePath = null
    }
    assert.deepEqual(standIn.shownInFolder, [])
    // The export's calls went out through Electron's net.fetch (the system's proxy and trust store), not Node's.
    assert.ok(
      standIn.netFetches.some((url) => new URL(url).pathname.endsWith('/bridges')),
      JSON.stringify(standIn.netFetches),
    )
    assert.deepEqual(standIn.proxyConfigs.at(-1), { mode: 'system' })
    const shown = await standIn.invoke('shell:show-in-folder', { file }, trusted)
    assert.deepEqual(shown, { ok: true, value: { shown: true } })
    assert.deepEqual(standIn.shownInFolder, [file])
    await refuse(`${file}/../golden.csv`)
    assert.deepEqual(standIn.shownInFolder, [file], 'a refused path never reaches the shell')
  })

  test('Help → Save diagnostics… says what the file holds, asks where, and writes it there', async () => {
    const help = standIn.applicationMenu.template?.find((m) => m.role === 'help')
    const submenu = (help?.submenu ?? []) as Electron.MenuItemConstructorOptions[]
    const item = submenu.find((i) => i.label === 'Save diagnostics…')
    assert.ok(item?.click, 'the Help menu has it')
    const file = join(await keychain.tempDir('bx-shell-diagnostics-'), 'diagnostics.json')
    standIn.saveDialogAnswer.filePath = file
    standIn.messageBoxAnswers.push(0)
    try {
      ;(item.click as () => void)()
      for (let i = 0; i < 200 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 25))
    } finally {
      standIn.saveDialogAnswer.filePath = null
    }
    const question = standIn.messageBoxes.find((b) => b.title === 'Save diagnostics')
    assert.match(question?.detail ?? '', /your searches and the names you looked up/)
    const saved = JSON.parse(await readFile(file, 'utf8')) as { format: string; versions: { app: string } }
    assert.equal(saved.format, 'bridge-explorer-diagnostics/1')
    assert.equal(saved.versions.app, '0.0.0-stand-in')
  })

  test('Help → Check for updates… in a build that cannot update itself says so, and how to update instead', async () => {
    const help = standIn.applicationMenu.template?.find((m) => m.role === 'help')
    const submenu = (help?.submenu ?? []) as Electron.MenuItemConstructorOptions[]
    const item = submenu.find((i) => i.label === 'Check for updates…')
    assert.ok(item?.click, 'the Help menu has it')
    const before = standIn.messageBoxes.length
    ;(item.click as () => void)()
    for (let i = 0; i < 200 && standIn.messageBoxes.length === before; i++) {
      await new Promise((r) => setTimeout(r, 25))
    }
    // Not packaged (as under `electron .`): nothing is fetched, and the answer says why.
    assert.match(standIn.messageBoxes.at(-1)?.message ?? '', /cannot update itself|no update feed/)
  })

  test('Settings over IPC: updates say why this build cannot update itself, diagnostics are saved as shown', async () => {
    const call = async <T>(channel: string, payload?: unknown): Promise<T> => {
      const result = (await standIn.invoke(channel, payload, trusted)) as { ok: boolean; value?: T }
      assert.equal(result.ok, true, `${channel}: ${JSON.stringify(result)}`)
      return result.value as T
    }
    assert.equal((await call<{ setting: { mode: string } }>('network:get-proxy')).setting.mode, 'system')
    const state = await call<{ enabled: boolean; status: string }>('updates:get-state')
    assert.equal(state.enabled, true)
    assert.match(state.status, /^(cannot-self-update|no-feed)$/)
    assert.equal((await call<{ enabled: boolean }>('updates:set-enabled', { enabled: false })).enabled, false)
    assert.equal((await call<{ enabled: boolean }>('updates:set-enabled', { enabled: true })).enabled, true)
    const boxes = standIn.messageBoxes.length
    const check = await call<{ outcome: string; message: string }>('updates:check')
    assert.equal(check.outcome, 'off')
    assert.match(check.message, /cannot update itself|no update feed/)
    assert.equal(standIn.messageBoxes.length, boxes, 'Settings shows the answer itself: no message box')

    const built = await call<{ content: string }>('diagnostics:build')
    const file = join(await keychain.tempDir('bx-shell-settings-diagnostics-'), 'diagnostics.json')
    standIn.saveDialogAnswer.filePath = file
    try {
      assert.deepEqual(await call('diagnostics:save'), { file })
    } finally {
      standIn.saveDialogAnswer.filePath = null
    }
    assert.equal(await readFile(file, 'utf8'), built.content)
  })

  test('key alerts, once turned on over IPC, reach the desktop as notifications of the main process', async () => {
    const call = async <T>(channel: string, payload?: unknown): Promise<T> => {
      const result = (await standIn.invoke(channel, payload, trusted)) as { ok: boolean; value?: T }
      assert.equal(result.ok, true, `${channel}: ${JSON.stringify(result)}`)
      return result.value as T
    }
    const shown = standIn.notifications.length
    await call('log:set-alerts', { enabled: true, errorSharePercent: 50, minutes: 5, headroomPercent: 90 })
    // The demo key's window is 60 requests: at most 54 left is under 90 %.
    for (let i = 0; i < 12 && standIn.notifications.length === shown; i++)
      await call('stats:get', { requestId: `alerts-${i}` })
    const notice = standIn.notifications.at(-1)
    assert.equal(standIn.notifications.length, shown + 1, 'one notification, said once')
    // The key's label is a name the user chose: isolated (FSI … PDI) so a right-to-left name keeps its order.
    assert.equal(notice?.title, '“\u2068Demo key\u2069” is running low on requests')
    assert.match(notice?.body ?? '', /^\d+ of 60 requests left until the limit resets\./)
    assert.equal(notice?.urgency, 'normal')
    await call('log:set-alerts', { enabled: false, errorSharePercent: 50, minutes: 5, headroomPercent: 90 })
  })

  test('navigation, redirects, new windows and webviews are guarded in every web contents', () => {
    const later = new (standIn.module['BrowserWindow'] as new (o: object) => StandInBrowserWindow)({})
    for (const contents of [window.webContents, later.webContents]) {
      assert.equal(contents.attempt('will-navigate', 'https://evil.example/'), true)
      assert.equal(contents.attempt('will-redirect', 'https://evil.example/'), true)
      assert.equal(contents.attempt('will-navigate', 'file:///etc/passwd'), true)
      assert.equal(contents.attempt('will-navigate', `${APP_URL}#/bridges`), false)
      assert.equal(contents.attempt('will-attach-webview', APP_URL), true)
      const details = { url: 'https://evil.example/' } as Electron.HandlerDetails
      assert.deepEqual(contents.windowOpenHandler?.(details), { action: 'deny' })
    }
  })

  test('app:// serves the renderer with the CSP header and refuses traversal', async () => {
    const handler = standIn.protocolHandlers.get('app')
    assert.ok(handler, 'app:// is handled')
    const page = await handler(new Request(APP_URL))
    assert.equal(page.status, 200)
    assert.equal(page.headers.get('Content-Security-Policy'), CONTENT_SECURITY_POLICY)
    assert.match(await page.text(), /<html/i)
    for (const url of [
      'app://bridge-explorer/..%2f..%2fpackage.json',
      'app://bridge-explorer/%2e%2e/%2e%2e/package.json',
      'app://bridge-explorer/..%5c..%5cpackage.json',
      'app://bridge-explorer/../../dist-electron/main.js',
    ]) {
      const refused = await handler(new Request(url))
      assert.ok(refused.status >= 400 && refused.status < 500, `${url} answered ${refused.status}`)
      assert.equal(refused.headers.get('Content-Security-Policy'), CONTENT_SECURITY_POLICY, url)
    }
  })

  test('app:// serves the document with the shell drawn in, the kept theme, data as JSON and no inline script', async () => {
    const handler = standIn.protocolHandlers.get('app')
    assert.ok(handler, 'app:// is handled')
    const page = await handler(new Request(APP_URL))
    assert.equal(page.headers.get('Content-Security-Policy'), CONTENT_SECURITY_POLICY)
    const text = await page.text()
    assert.match(text, /<html lang="en" dir="ltr" data-theme="dark">/, 'the theme kept in preferences.json')
    assert.match(text, /<div id="root"><div class="app">/)
    assert.match(text, /<nav id="sections-nav"/)
    // The launch link has not been delivered yet: its page comes with the renderer, and the list never shows first.
    assert.doesNotMatch(text, /list-skeleton|bridge-list/)
    const json = /<script type="application\/json" id="first-screen">([^<]*)<\/script>/.exec(text)
    assert.ok(json, 'what the shell was drawn from travels as JSON')
    assert.deepEqual(JSON.parse(json[1] ?? '').page, null)
    for (const tag of text.match(/<script[^>]*>/gi) ?? [])
      assert.ok(/\ssrc=/.test(tag) || /type="application\/json"/.test(tag), `no inline script: ${tag}`)
  })

  test('the launch deep link waits for the page, and a second instance routes its link to the window', () => {
    assert.deepEqual(navigations(window), [], 'nothing is sent while the page loads')
    window.webContents.finishLoad()
    assert.deepEqual(navigations(window), [{ view: 'bridge', id: 'golden-gate' }])
    const focusedBefore = window.focused
    standIn.app.emit('second-instance', {}, ['/opt/app', '--flag', 'bridge-explorer://profiles/ada'], '/')
    assert.deepEqual(navigations(window).at(-1), { view: 'profile', id: 'ada' })
    assert.equal(window.focused, focusedBefore + 1, 'the second instance brings the window forward')
    standIn.app.emit('open-url', { preventDefault: () => undefined }, 'bridge-explorer://bridges/tower')
    assert.deepEqual(navigations(window).at(-1), { view: 'bridge', id: 'tower' })
    standIn.app.emit('second-instance', {}, ['/opt/app', 'bridge-explorer://../../etc/passwd'], '/')
    assert.equal(navigations(window).length, 3, 'a malformed link is ignored')
    assert.ok(standIn.app.protocolClients.includes('bridge-explorer'))
  })

  test('with no link waiting, the document opens on the list, drawn as its frame', async () => {
    const handler = standIn.protocolHandlers.get('app')
    assert.ok(handler, 'app:// is handled')
    const text = await (await handler(new Request(APP_URL))).text()
    assert.match(text, /class="list-skeleton"/)
  })

  test('with the list kept, the document opens on it drawn with its rows, hostile titles as text', async () => {
    const handler = standIn.protocolHandlers.get('app')
    assert.ok(handler, 'app:// is handled')
    const info = (await standIn.invoke('app:get-info', undefined, trusted)) as {
      ok: true
      value: TargetFacts
    }
    const hostile = '</script><script>alert(1)</script>&amp;\u202Eevil<!--'
    const rows = Array.from({ length: 30 }, (_, i) =>
      bridgeSummary(`b${i}`, i === 0 ? { title: hostile } : {}),
    )
    const entry = {
      queryKey: ['bridges', 'list', { q: '', category: '' }],
      queryHash: '["bridges","list",{"category":"","q":""}]',
      state: {
        data: { pages: [{ value: { data: rows, has_more: false, next_cursor: null } }], pageParams: [null] },
        dataUpdatedAt: Date.now(),
      },
    }
    const put = (await standIn.invoke(
      'cache:put',
      { entry: JSON.stringify(entry), target: targetFingerprint(info.value) },
      trusted,
    )) as { ok: boolean; value?: { outcome: string } }
    assert.equal(put.value?.outcome, 'stored')
    const text = await (await handler(new Request(APP_URL))).text()
    assert.ok((text.match(/class="bridge-row"/g)?.length ?? 0) >= 20, 'the rows are in the document')
    assert.doesNotMatch(text, /list-skeleton/)
    assert.ok(text.includes('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;amp;\u202Eevil&lt;!--'))
    for (const tag of text.match(/<script[^>]*>/gi) ?? [])
      assert.ok(/\ssrc=/.test(tag) || /type="application\/json"/.test(tag), `no inline script: ${tag}`)
  })

  test('a saved view’s deep link reaches the window as the bridge list with that view, re-encoded', () => {
    const before = navigations(window).length
    standIn.app.emit(
      'second-instance',
      {},
      ['/opt/app', 'bridge-explorer://bridges?q=solar&display=table&sort=-passes&x=1'],
      '/',
    )
    assert.deepEqual(navigations(window).at(-1), {
      view: 'bridges',
      id: 'q=solar&display=table&sort=-passes',
    })
    standIn.app.emit(
      'open-url',
      { preventDefault: () => undefined },
      'bridge-explorer://bridges?category=energy',
    )
    assert.deepEqual(navigations(window).at(-1), { view: 'bridges', id: 'category=energy&display=list' })
    standIn.app.emit('open-url', { preventDefault: () => undefined }, 'bridge-explorer://bridges?q=<script>')
    assert.equal(navigations(window).length, before + 2, 'a view link with unsafe characters is ignored')
  })

  test('saved views are exported through the save dialog, shown in their folder, and imported through the open dialog', async () => {
    const saved = (await standIn.invoke(
      'views:save',
      {
        name: 'Solar table',
        view: {
          q: 'solar',
          category: '',
          display: 'table',
          table: { order: [], hidden: [], widths: {}, sort: [] },
        },
      },
      trusted,
    )) as { ok: boolean; value?: { id: string } }
    assert.equal(saved.ok, true, JSON.stringify(saved))
    const file = join(await keychain.tempDir('bx-shell-views-'), 'views.json')
    assert.deepEqual(await standIn.invoke('views:export', undefined, trusted), {
      ok: true,
      value: { kind: 'cancelled' },
    })
    standIn.saveDialogAnswer.filePath = file
    try {
      const exported = await standIn.invoke('views:export', undefined, trusted)
      assert.deepEqual(exported, { ok: true, value: { kind: 'file', file, count: 1 } })
    } finally {
      standIn.saveDialogAnswer.filePath = null
    }
    assert.match(await readFile(file, 'utf8'), /"format": "bridge-explorer-views"/)
    assert.deepEqual(await standIn.invoke('shell:show-in-folder', { file }, trusted), {
      ok: true,
      value: { shown: true },
    })
    await standIn.invoke('views:remove', { id: saved.value?.id }, trusted)
    standIn.openDialogAnswer.filePath = file
    try {
      const imported = (await standIn.invoke('views:import', {}, trusted)) as {
        value?: { kind: string; file: string; summary: { added: string[] } }
      }
      assert.equal(imported.value?.file, file)
      assert.deepEqual(imported.value?.summary.added, ['Solar table'])
    } finally {
      standIn.openDialogAnswer.filePath = null
    }
    const listed = (await standIn.invoke('views:list', undefined, trusted)) as { value?: { name: string }[] }
    assert.deepEqual(
      listed.value?.map((v) => v.name),
      ['Solar table'],
    )
  })

  // Last: it plays the window's web contents going away.
  test('an export stops when the web contents that started it are destroyed, and writes nothing', async () => {
    const dir = await keychain.tempDir('bx-shell-gone-')
    let inDialog = (): void => undefined
    const dialogOpen = new Promise<void>((resolve) => (inDialog = resolve))
    let answer = (): void => undefined
    standIn.saveDialogAnswer.filePath = join(dir, 'gone.csv')
    standIn.saveDialogAnswer.before = () => {
      inDialog()
      return new Promise<void>((resolve) => (answer = resolve))
    }
    try {
      const started = standIn.invoke(
        'export:start',
        { exportId: 'gone', format: 'csv', runIn: 'window' },
        trusted,
      )
      await dialogOpen
      window.webContents.emit('destroyed')
      answer()
      const result = (await started) as { ok: boolean; error?: { kind: string } }
      assert.equal(result.error?.kind, 'cancelled', JSON.stringify(result))
      assert.deepEqual(await readdir(dir), [], 'no file under the chosen name, no partial file')
    } finally {
      delete standIn.saveDialogAnswer.before
      standIn.saveDialogAnswer.filePath = null
    }
  })
})

describe('a second launch of the built main process', () => {
  test('without the single-instance lock it quits at once and binds nothing', async () => {
    const standIn = createElectronStandIn({
      userDataDir: await keychain.tempDir('bx-shell-second-'),
      downloadsDir: await keychain.tempDir('bx-shell-second-dl-'),
      singleInstanceLock: false,
    })
    await loadBuiltMain(standIn, ['bridge-explorer://bridges/golden-gate'])
    assert.equal(standIn.app.quitCalls, 1)
    assert.equal(standIn.handlers.size, 0)
    assert.equal(standIn.protocolHandlers.size, 0)
    assert.equal(standIn.windows.length, 0)
    assert.equal(standIn.app.listenerCount('second-instance'), 0)
  })
})

describe('quitting the built main process', () => {
  test('the windows close before the core stops, so what the page sends as it goes away is answered', async () => {
    const standIn = createElectronStandIn({
      userDataDir: await keychain.tempDir('bx-shell-quit-'),
      downloadsDir: await keychain.tempDir('bx-shell-quit-dl-'),
      singleInstanceLock: true,
    })
    await loadBuiltMain(standIn, [])
    const window = await standIn.firstWindow
    const from = { senderId: window.webContents.id, url: APP_URL }
    // The page's pagehide: its last call (the kept answers it flushes, lib/query-persist.ts), played as a read.
    let last: unknown = 'the page never went away'
    standIn.pageClosing.run = async () => {
      last = await standIn.invoke('cache:info', undefined, from).catch((e: unknown) => `lost: ${String(e)}`)
    }
    const quit = once(standIn.app, 'quit')
    ;(standIn.module['app'] as { quit(): void }).quit()
    await quit
    assert.equal(window.destroyed, true)
    assert.equal((last as { ok?: boolean }).ok, true, `the page's last call: ${JSON.stringify(last)}`)
    assert.equal(standIn.handlers.size, 0, 'and IPC is unbound once the window has gone')
  })
})

describe('a packaged launch with the sandbox switched off', () => {
  test('it refuses to start, says why, and binds nothing (the AppImage adds --no-sandbox on its own)', async () => {
    const standIn = createElectronStandIn({
      userDataDir: await keychain.tempDir('bx-shell-nosandbox-'),
      downloadsDir: await keychain.tempDir('bx-shell-nosandbox-dl-'),
      singleInstanceLock: true,
      isPackaged: true,
    })
    await loadBuiltMain(standIn, ['--no-sandbox', 'bridge-explorer://bridges/golden-gate'])
    const outcome = await Promise.race([standIn.exited, standIn.firstWindow.then(() => 'a window')])
    if (outcome === 'a window') {
      const quit = once(standIn.app, 'quit')
      ;(standIn.module['app'] as { quit(): void }).quit()
      await quit
    }
    assert.equal(outcome, 1, 'the shell exits with 1 before opening a window')
    assert.equal(standIn.errors.length, 1)
    assert.match(standIn.errors[0] ?? '', /--no-sandbox/)
    assert.match(standIn.errors[0] ?? '', /user namespaces/)
    assert.equal(standIn.handlers.size, 0)
    assert.equal(standIn.windows.length, 0)
  })
})

describe('the built preload, run as a sandboxed preload against the electron stand-in', () => {
  test('it exposes exactly one named method per contract channel, plus on(), and nothing else', async () => {
    const standIn = createElectronStandIn({ userDataDir: '', downloadsDir: '', singleInstanceLock: true })
    runBuiltPreload(standIn)
    assert.deepEqual([...standIn.exposed.keys()], ['explorer'])
    const api = standIn.exposed.get('explorer') as Record<string, (...args: unknown[]) => unknown>
    const methods = Object.values(invokeChannels).map((c) => c.method)
    assert.deepEqual(Object.keys(api).sort(), [...methods, 'on'].sort())
    assert.ok(Object.isFrozen(api))
    for (const [channel, { method }] of Object.entries(invokeChannels)) {
      await api[method]?.({ probe: channel }, 'a second argument')
      assert.deepEqual(standIn.rendererInvokes.at(-1), { channel, args: [{ probe: channel }] })
    }
  })

  test('a launch deep link that arrives before the renderer subscribes reaches its first listener', async () => {
    const standIn = createElectronStandIn({ userDataDir: '', downloadsDir: '', singleInstanceLock: true })
    runBuiltPreload(standIn)
    const api = standIn.exposed.get('explorer') as {
      on(event: string, listener: (payload: unknown) => void): () => void
    }
    // What main's did-finish-load sends, played into every listener ipcRenderer has at that moment.
    const link = { view: 'bridge', id: 'golden-gate' }
    for (const listener of standIn.ipcRendererListeners.get('navigation:did-request') ?? []) {
      listener({} as Electron.IpcRendererEvent, link)
    }
    const received: unknown[] = []
    api.on('navigation:did-request', (payload) => received.push(payload))
    await Promise.resolve()
    assert.deepEqual(received, [link])
  })

  test('on() accepts only declared events and never passes the Electron event object', () => {
    const standIn = createElectronStandIn({ userDataDir: '', downloadsDir: '', singleInstanceLock: true })
    runBuiltPreload(standIn)
    const api = standIn.exposed.get('explorer') as {
      on(event: string, listener: (...args: unknown[]) => void): () => void
    }
    assert.throws(() => api.on('ipc:anything', () => undefined), /Unknown event/)
    const received: unknown[][] = []
    const unsubscribe = api.on('keys:did-change', (...args) => received.push(args))
    const [listener] = standIn.ipcRendererListeners.get('keys:did-change') ?? []
    listener?.({ sender: 'the ipcRenderer' } as unknown as Electron.IpcRendererEvent, ['payload'])
    assert.deepEqual(received, [[['payload']]])
    unsubscribe()
    assert.deepEqual(standIn.ipcRendererListeners.get('keys:did-change'), [])
  })
})
