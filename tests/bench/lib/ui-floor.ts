/**
 * The floors for a start, measured the same way as the app (opened in a fresh browser profile, timed to its first
 * 20 rows painted), served from loopback; bench:warm prints them beside the app:
 * - React alone rendering 30 fixed rows, built with the project's Vite: no React page starts faster here;
 * - the app's own first screen as static HTML (its markup and styles, no script): no page showing that screen
 *   starts faster here, whatever renders it.
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, resolve } from 'node:path'
import type { Browser } from 'playwright-core'
import { build } from 'vite'
import { Cleanup, freshPage, gotoUntilPainted } from './ui-apps.ts'
import { RENDERER_DIST } from './ui-bundle.ts'
import { INIT_SCRIPT } from './ui-page-scripts.ts'

const ROOT = resolve(import.meta.dirname, '../../..')
// Inside the repository, so the page's imports resolve to the project's own react and react-dom.
const WORK = join(ROOT, 'node_modules/.cache/bench-floor')

const HTML = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>Floor</title></head>
<body><div id="root"></div><script type="module" src="./main.js"></script></body></html>`

// The same row markup the probe counts (.bridge-list .bridge-row[data-row-index]), a formatted number in each.
const MAIN = `import { createElement as h } from 'react'
import { createRoot } from 'react-dom/client'
const rows = Array.from({ length: 30 }, (_, i) => ({ id: i, title: 'Bridge number ' + i, passes: i * 37 }))
const numbers = new Intl.NumberFormat()
const row = (r) =>
  h('div', { key: r.id, className: 'bridge-row', 'data-row-index': r.id }, h('b', null, r.title), ' ', numbers.format(r.passes))
createRoot(document.getElementById('root')).render(h('div', { className: 'bridge-list' }, rows.map(row)))
`

/** A built floor page served on loopback; `url` opens it. */
export interface FloorPage {
  url: string
}

/** Builds the page (quietly) and serves it until `cleanup` runs. */
export async function startFloorPage(cleanup: Cleanup): Promise<FloorPage> {
  const src = join(WORK, 'src')
  const out = join(WORK, 'dist')
  await rm(WORK, { recursive: true, force: true })
  await mkdir(src, { recursive: true })
  await writeFile(join(src, 'index.html'), HTML)
  await writeFile(join(src, 'main.js'), MAIN)
  await build({
    root: src,
    base: './',
    configFile: false,
    logLevel: 'warn',
    build: { outDir: out, emptyOutDir: true },
  })
  cleanup.add(null, () => rm(WORK, { recursive: true, force: true }))
  return serveDir(cleanup, out)
}

/**
 * The app's first screen as static HTML: the built index.html with `rootHtml` (the #root content of a page that
 * painted the list) in place and every script removed, served with the built styles.
 */
export async function startStaticScreen(cleanup: Cleanup, rootHtml: string): Promise<FloorPage> {
  const out = join(ROOT, 'node_modules/.cache/bench-static-screen')
  await rm(out, { recursive: true, force: true })
  await cp(join(RENDERER_DIST, 'assets'), join(out, 'assets'), { recursive: true })
  const index = await readFile(join(RENDERER_DIST, 'index.html'), 'utf8')
  const html = index
    .replace(/<script\b[^>]*>\s*<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace('<div id="root"></div>', () => `<div id="root">${rootHtml}</div>`)
  if (!html.includes(rootHtml) || /<script\b/.test(html))
    throw new Error('the static screen could not be made')
  await writeFile(join(out, 'index.html'), html)
  cleanup.add(null, () => rm(out, { recursive: true, force: true }))
  return serveDir(cleanup, out)
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }

/** Serves the files of `out` on loopback until `cleanup` runs. */
async function serveDir(cleanup: Cleanup, out: string): Promise<FloorPage> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    const file = join(out, path === '/' ? 'index.html' : path)
    if (!file.startsWith(out)) return void res.writeHead(400).end()
    readFile(file).then(
      (body) =>
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end(),
    )
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
  cleanup.add(server, () => new Promise<void>((r) => server.close(() => r())))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('the floor page server has no port')
  return { url: `http://127.0.0.1:${address.port}/` }
}

/** One start of the floor page in a fresh profile: ms from just before navigation to 20 rows painted. */
export async function floorToPaint(browser: Browser, floor: FloorPage): Promise<number> {
  const cleanup = new Cleanup()
  try {
    const page = await freshPage(browser, INIT_SCRIPT)
    cleanup.add(page, () => page.context().close())
    const start = Date.now()
    const painted = await gotoUntilPainted(page, floor.url, 'the floor page painted')
    return painted.paint20Wall - start
  } finally {
    await cleanup.run()
  }
}
