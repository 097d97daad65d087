/**
 * `npm start`: the desktop app when Electron's binary is installed; otherwise (no internet when it was to be
 * downloaded, a locked-down machine) the same app in the browser through the preview, instead of a stack trace.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { delimiter, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
const READY = 'Explorer ready at '

/**
 * The Electron binary's path, or null when the package is there but its binary never arrived. Read from the
 * package's own path.txt rather than by requiring it: requiring it tries to download the binary right now.
 */
function electronBinary(): string | null {
  const pkg = join(ROOT, 'node_modules', 'electron')
  const dist = process.env.ELECTRON_OVERRIDE_DIST_PATH ?? join(pkg, 'dist')
  const pathFile = join(pkg, 'path.txt')
  if (!existsSync(pathFile)) return null
  const binary = join(dist, readFileSync(pathFile, 'utf8').trim())
  return existsSync(binary) ? binary : null
}

/** The system's "open this URL" command, when there is one on PATH. */
function opener(): string[] | null {
  if (process.platform === 'darwin') return ['open']
  if (process.platform === 'win32') return ['cmd', '/c', 'start', '""']
  const dirs = (process.env.PATH ?? '').split(delimiter)
  return dirs.some((d) => d !== '' && existsSync(join(d, 'xdg-open'))) ? ['xdg-open'] : null
}

function forwardSignals(child: ChildProcess): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(code ?? (signal === null ? 0 : 1)))
}

function runDesktop(binary: string): void {
  forwardSignals(spawn(binary, ['.', ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' }))
}

function runPreview(): void {
  process.stderr.write(
    "Electron's desktop binary is not installed here (it is downloaded when the packages are installed, and " +
      'that download did not happen: no internet, or a machine that blocks it). Starting the same app in your ' +
      'browser instead; it uses the same core and the same keychain. To get the desktop app, reinstall the ' +
      'packages (`npm ci`) where the download is allowed.\n\n',
  )
  const child = spawn(process.execPath, [join(ROOT, 'electron/preview/cli.ts'), ...process.argv.slice(2)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let buffered = ''
  let opened = false
  child.stdout?.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk)
    if (opened) return
    buffered += chunk.toString()
    const at = buffered.indexOf(READY)
    const end = at === -1 ? -1 : buffered.indexOf('\n', at)
    if (end === -1) return
    opened = true
    const url = buffered.slice(at + READY.length, end).trim()
    const command = opener()
    if (command === null) {
      process.stdout.write(`Open this address in your browser: ${url}\n`)
      return
    }
    const [program, ...args] = command
    const open = spawn(program!, [...args, url], { stdio: 'ignore', detached: true })
    open.on('error', () => process.stdout.write(`Open this address in your browser: ${url}\n`))
    open.unref()
    process.stdout.write(`Opening ${url} in your browser (if nothing opens, open that address yourself).\n`)
  })
  forwardSignals(child)
}

const binary = electronBinary()
if (binary !== null) runDesktop(binary)
else runPreview()
