/** Command-line entry of the browser preview: `node electron/preview/cli.ts [options]` (see PREVIEW_HELP). */
import { mkdir, readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { startExplorerHost } from '../host/index.ts'
import {
  decideDemo,
  parsePreviewCli,
  PREVIEW_HELP,
  PreviewCliError,
  type PreviewCommand,
} from './cli-args.ts'
import { exportFileChooser, externalOpener, hasSavedKey } from './host-adapters.ts'
import { startPreviewServer, type PreviewServer } from './server.ts'

const REPO_ROOT = resolve(import.meta.dirname, '../..')
const STATIC_DIR = resolve(REPO_ROOT, 'dist/renderer')
// Its own keychain service, like its own user-data folder: the preview never touches the desktop app's keys.
const KEYCHAIN_SERVICE = 'bridge-explorer-preview'

async function appVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(resolve(REPO_ROOT, 'package.json'), 'utf8')) as { version?: string }
  return pkg.version ?? '0.0.0'
}

async function serve(cmd: Extract<PreviewCommand, { kind: 'serve' }>): Promise<void> {
  await mkdir(cmd.userDataDir, { recursive: true, mode: 0o700 })
  const demo = decideDemo(cmd, await hasSavedKey(cmd.userDataDir))
  const write = (text: string): void => void process.stdout.write(text)
  const host = await startExplorerHost({
    userDataDir: cmd.userDataDir,
    demo,
    keychainService: KEYCHAIN_SERVICE,
    chooseExportFile: exportFileChooser(cmd.userDataDir),
    openExternal: externalOpener(write),
    appVersion: await appVersion(),
    ...(cmd.pollIntervalMs !== undefined ? { pollIntervalMs: cmd.pollIntervalMs } : {}),
  })
  let server: PreviewServer
  try {
    server = await startPreviewServer({ core: host.core, staticDir: STATIC_DIR, port: cmd.port })
  } catch (error) {
    await host.stop()
    throw error
  }
  process.stderr.write(
    `User data: ${cmd.userDataDir}\n` +
      (host.demoService
        ? `Demo service at ${host.demoService.baseUrl} (used while no key is active)\n`
        : '') +
      (cmd.serviceUrl ? `Add a key for ${cmd.serviceUrl} in the Keys view.\n` : ''),
  )
  write(`Explorer ready at ${server.url}\n`)

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
        process.stderr.write(`error while stopping: ${String(error)}\n`)
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
    process.stderr.write(`error: ${error.message}\n`)
    process.exit(2)
  }
  if (cmd.kind === 'help') {
    process.stdout.write(`${PREVIEW_HELP}\n`)
    return
  }
  try {
    await serve(cmd)
  } catch (error) {
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  }
}

await main()
