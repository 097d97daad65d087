/**
 * "The shipped app carries only the app" (HOUSE_STYLE.md, the shape of the house): the Electron page (index.html)
 * loads no byte of the preview's HTTP/SSE transport; only the preview's page (preview.html) does. Checked on the
 * built output itself.
 */
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { before, test } from 'node:test'

const ROOT = resolve(import.meta.dirname, '../../..')
const DIST = join(ROOT, 'dist/renderer')
// Strings only the transport has: its token header, its IPC path and its event stream.
const TRANSPORT_MARKERS = ['X-Explorer-Token', '/ipc/', 'text/event-stream']

before(() => {
  if (existsSync(join(DIST, 'preview.html'))) return
  process.stderr.write('dist/renderer has no preview.html: running npm run build\n')
  const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 2, 2] })
  assert.equal(built.status, 0, 'npm run build failed')
})

/** Every script a page loads: its entry, and every chunk imported from there (statically or dynamically). */
function scriptsOf(page: string): Map<string, string> {
  const html = readFileSync(join(DIST, page), 'utf8')
  const queue = [...html.matchAll(/<script[^>]*\bsrc="\.\/([^"]+\.js)"/g)].map((m) => m[1] as string)
  assert.ok(queue.length > 0, `${page} loads no script`)
  const seen = new Map<string, string>()
  while (queue.length > 0) {
    const file = queue.pop() as string
    if (seen.has(file)) continue
    const code = readFileSync(join(DIST, file), 'utf8')
    seen.set(file, code)
    for (const m of code.matchAll(/(?:from|import)\s*\(?\s*["'`]\.\/([^"'`]+\.js)["'`]/g))
      queue.push(`assets/${m[1]}`)
  }
  return seen
}

const carriesTransport = (scripts: Map<string, string>): string[] =>
  [...scripts].flatMap(([file, code]) =>
    TRANSPORT_MARKERS.filter((m) => code.includes(m)).map((m) => `${file}: ${m}`),
  )

test('the Electron page loads none of the preview transport', () => {
  assert.deepEqual(carriesTransport(scriptsOf('index.html')), [])
})

test('the preview page loads the transport (so the check above can see it)', () => {
  assert.ok(carriesTransport(scriptsOf('preview.html')).length >= TRANSPORT_MARKERS.length)
})
