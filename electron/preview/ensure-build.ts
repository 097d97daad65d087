/** `npm run web` step one: runs `vite build` only when dist/renderer/preview.html is missing or older than its sources. */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { readdir, stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '../..')
// The preview's own page: a build from before the two pages has index.html only, and needs rebuilding.
const OUTPUT = join(ROOT, 'dist/renderer/preview.html')
const INPUTS = ['renderer', 'shared', 'vite.config.ts', 'package.json']

/** Newest modification time (ms) of a file, or of every file below a folder; 0 when it does not exist. */
export async function newestMtime(path: string): Promise<number> {
  let info
  try {
    info = await stat(path)
  } catch {
    return 0
  }
  if (!info.isDirectory()) return info.mtimeMs
  let newest = info.mtimeMs
  for (const entry of await readdir(path)) newest = Math.max(newest, await newestMtime(join(path, entry)))
  return newest
}

/** True when the built renderer is missing or a source is newer than it. */
export async function needsBuild(root = ROOT): Promise<boolean> {
  const built = await newestMtime(join(root, 'dist/renderer/preview.html'))
  if (built === 0) return true
  const sources = await Promise.all(INPUTS.map((p) => newestMtime(join(root, p))))
  return Math.max(...sources) > built
}

if (import.meta.main) {
  // Vite's output goes to stderr: stdout carries only the preview's ready line.
  if (await needsBuild()) {
    process.stderr.write('Building the renderer (vite build)...\n')
    const vite = join(ROOT, 'node_modules/vite/bin/vite.js')
    const child = spawn(process.execPath, [vite, 'build'], { cwd: ROOT, stdio: ['ignore', 2, 2] })
    const [code] = (await once(child, 'exit')) as [number | null]
    if (code !== 0) process.exit(code ?? 1)
  } else {
    process.stderr.write(`The renderer build is up to date (${OUTPUT}).\n`)
  }
}
