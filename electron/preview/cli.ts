/** Command-line entry of the browser preview: `node electron/preview/cli.ts [options]` (see PREVIEW_HELP). */
import { mkdir, readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { createMovableClock } from '../core/api/movable-clock.ts'
import { createNodeTransport } from '../core/net/node-transport.ts'
import { createProxySignIn, proxyKeychain } from '../core/net/proxy-sign-in.ts'
import { noUpdater } from '../core/app/shell-handlers.ts'
import { startExplorerHost } from '../host/index.ts'
import { firstScreenFileOf, firstScreenLoader } from '../protocol/first-screen-document.ts'
import {
  decideDemo,
  parsePreviewCli,
  PREVIEW_HELP,
  previewKeychainService,
  PreviewCliError,
  type PreviewCommand,
} from './cli-args.ts'
import { exportFileChooser, externalOpener, hasSavedKey } from './host-adapters.ts'
import { startPreviewServer, type PreviewServer } from './server.ts'
import { linePrinter } from './terminal-text.ts'

// Everything printed goes through these: paths, URLs and messages may hold characters from elsewhere.
const out = linePrinter((text) => void process.stdout.write(text))
const err = linePrinter((text) => void process.stderr.write(text))

const REPO_ROOT = resolve(import.meta.dirname, '../..')
const STATIC_DIR = resolve(REPO_ROOT, 'dist/renderer')

async function appVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(resolve(REPO_ROOT, 'package.json'), 'utf8')) as { version?: string }
  return pkg.version ?? '0.0.0'
}

async function serve(cmd: Extract<PreviewCommand, { kind: 'serve' }>): Promise<void> {
  await mkdir(cmd.userDataDir, { recursive: true, mode: 0o700 })
  const demo = decideDemo(cmd, await hasSavedKey(cmd.userDataDir))
  const keychainService = previewKeychainService(cmd.userDataDir, process.env)
  // A proxy that wants a sign-in asks in the page (README "Proxy and certificates").
  const proxySignIn = createProxySignIn({ keychain: proxyKeychain(keychainService) })
  // The first screen's drawing code loads in its worker while the core starts (the server runs it once after).
  const drawing = firstScreenLoader(firstScreenFileOf(STATIC_DIR))
  void drawing()
  // For e2e tests only (README.md, "Test clock"): the core, its demo service and the first screen read one clock.
  const testClock = cmd.testClock === undefined ? undefined : createMovableClock(cmd.testClock)
  const host = await startExplorerHost({
    userDataDir: cmd.userDataDir,
    demo,
    // Its own keychain service, like its own user-data folder: the preview never touches the desktop app's keys.
    keychainService,
    chooseExportFile: exportFileChooser(cmd.userDataDir),
    // Saved as exports are (a new file in <userData>/exports/, never over another): there is no save dialog here.
    chooseDiagnosticsFile: (name) => exportFileChooser(cmd.userDataDir)('json', name),
    // No updater runs in a browser: Settings says so instead of pretending to look.
    updates: noUpdater(cmd.userDataDir, 'preview'),
    openExternal: externalOpener((text) => void process.stdout.write(text)),
    appVersion: await appVersion(),
    ...(cmd.pollIntervalMs !== undefined ? { pollIntervalMs: cmd.pollIntervalMs } : {}),
    ...(cmd.serviceUrl ? { startServiceUrl: cmd.serviceUrl } : {}),
    // Node's fetch with HTTPS_PROXY / NO_PROXY and NODE_EXTRA_CA_CERTS (README, "Proxy and certificates"); its
    // connections end with the process.
    transport: createNodeTransport({ env: process.env, signIn: proxySignIn }),
    proxySignIn,
    ...(testClock ? { clock: testClock, serviceOptions: { now: testClock.now } } : {}),
  })
  let server: PreviewServer
  try {
    server = await startPreviewServer({
      core: host.core,
      // Every tab gone (after a grace for reloads): exports they started stop unless let run in the background.
      onEveryTabGone: () => host.core.abandonExports(),
      staticDir: STATIC_DIR,
      firstScreenDrawing: drawing,
      indexFile: 'preview.html',
      port: cmd.port,
      ...(cmd.deepLink !== undefined ? { deepLink: cmd.deepLink } : {}),
      ...(testClock ? { testClock } : {}),
    })
  } catch (error) {
    await drawing.close()
    await host.stop()
    throw error
  }
  err(`User data: ${cmd.userDataDir}`)
  if (host.demoService) err(`Demo service at ${host.demoService.baseUrl} (used while no key is active)`)
  if (cmd.serviceUrl) err(`Add a key for ${cmd.serviceUrl} in the Keys view.`)
  if (testClock)
    err(`Test clock: started at ${new Date(cmd.testClock ?? 0).toISOString()}; POST /test/clock moves it`)
  if (host.network) err(`Proxy: ${host.network.get().setting.mode}; system: ${host.network.get().system}`)
  out(`Explorer ready at ${server.url}`)

  let stopping = false
  const shutdown = (): void => {
    if (stopping) return
    stopping = true
    const running = server
    void (async () => {
      try {
        await running.close()
      } finally {
        await host.stop()
      }
    })().then(
      () => process.exit(0),
      (error: unknown) => {
        err(`error while stopping: ${String(error)}`)
        process.exit(0)
      },
    )
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}

async function main(): Promise<void> {
  let cmd: PreviewCommand
  try {
    cmd = parsePreviewCli(process.argv.slice(2), process.env)
  } catch (error) {
    if (!(error instanceof PreviewCliError)) throw error
    err(`error: ${error.message}`)
    process.exit(2)
  }
  if (cmd.kind === 'help') {
    process.stdout.write(`${PREVIEW_HELP}\n`) // our own constant text
    return
  }
  try {
    await serve(cmd)
  } catch (error) {
    err(`error: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}

await main()
