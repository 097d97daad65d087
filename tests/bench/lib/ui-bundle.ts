/** Initial renderer JavaScript: what index.html loads before the app can run, gzip-compressed at level 9. */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { access, readdir, readFile } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

const ROOT = resolve(import.meta.dirname, '../../..')
/** Where `vite build` puts the renderer. */
export const RENDERER_DIST = join(ROOT, 'dist/renderer')

/** One script counted, with its sizes in bytes. */
export interface ScriptSize {
  file: string
  raw: number
  gzip: number
}

/** Runs `npm run build` when dist/renderer has no index.html; its output goes to stderr. */
export async function buildIfMissing(): Promise<boolean> {
  try {
    await access(join(RENDERER_DIST, 'index.html'))
    return false
  } catch {
    process.stderr.write('dist/renderer is missing: running npm run build\n')
    const child = spawn('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 2, 2] })
    const [code] = (await once(child, 'exit')) as [number | null]
    if (code !== 0) throw new Error(`npm run build failed with exit code ${code}`)
    return true
  }
}

/** Local script URLs of index.html: module and classic scripts, and modulepreload links. */
export function entryScripts(html: string): string[] {
  const out: string[] = []
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/gi) ?? []) {
    const isScript = /^<script/i.test(tag)
    const isPreload = /\brel\s*=\s*["']?modulepreload/i.test(tag)
    if (!isScript && !isPreload) continue
    const url = /\b(?:src|href)\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1]
    if (url !== undefined && !/^[a-z]+:|^\/\//i.test(url)) out.push(url)
  }
  return out
}

/**
 * Relative specifiers a built ES module imports statically (`import … from "./x.js"`, `import "./x.js"`,
 * `export … from "./x.js"`). Dynamic `import("./x.js")` is left out: it is not needed for the first screen.
 */
export function staticImports(code: string): string[] {
  const found = new Set<string>()
  const re = /\b(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g
  for (const m of code.matchAll(re)) found.add(m[1] as string)
  return [...found]
}

/** Every script index.html loads up front (entries, then their static imports), each gzip-compressed at level 9. */
export async function initialScripts(distDir = RENDERER_DIST): Promise<ScriptSize[]> {
  const html = await readFile(join(distDir, 'index.html'), 'utf8')
  const queue = entryScripts(html).map((url) =>
    join(distDir, url.replace(/^\//, '').split(/[?#]/)[0] as string),
  )
  const seen = new Set<string>()
  const out: ScriptSize[] = []
  while (queue.length > 0) {
    const file = queue.shift() as string
    if (seen.has(file)) continue
    seen.add(file)
    const bytes = await readFile(file)
    out.push({ file: relative(distDir, file), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length })
    for (const spec of staticImports(bytes.toString('utf8'))) queue.push(join(dirname(file), spec))
  }
  return out
}

/** The boot chunk before the message catalogues (docs/i18n.md, "Size cost"): 140,023 B, 44,810 B gzip. */
export const BOOT_BEFORE_I18N = { raw: 140_023, gzip: 44_810 }

/** What a start loads before its first render, in one language: the code, and that language's boot part. */
export interface StartScripts {
  /** The boot chunk (renderer/src/boot.tsx and what it imports). */
  boot: ScriptSize
  /** index.html's scripts, the libraries' chunk and the boot chunk. */
  code: ScriptSize[]
  /** Each language's boot part of the catalogue (build/message-parts.ts), by language. */
  parts: ReadonlyMap<string, ScriptSize>
}

/**
 * The scripts a start evaluates before its first render: index.html's (initialScripts), then the libraries' and
 * the boot chunk, which the entry imports lazily (renderer/src/start.ts), and the catalogue's boot part in the
 * language in force (vite.config.ts names its chunk `_virtual_messages-<language>-boot`).
 */
export async function startScripts(distDir = RENDERER_DIST): Promise<StartScripts> {
  const assets = join(distDir, 'assets')
  const names = await readdir(assets)
  const size = async (name: string): Promise<ScriptSize> => {
    const bytes = await readFile(join(assets, name))
    return { file: `assets/${name}`, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
  }
  const one = async (pattern: RegExp): Promise<ScriptSize> => {
    const found = names.filter((n) => pattern.test(n))
    if (found.length !== 1) throw new Error(`dist/renderer/assets has ${found.length} files like ${pattern}`)
    return size(found[0] as string)
  }
  const boot = await one(/^boot-[\w-]+\.js$/)
  const code = [...(await initialScripts(distDir)), await one(/^libraries-[\w-]+\.js$/), boot]
  const parts = new Map<string, ScriptSize>()
  for (const name of names) {
    const language = /^_virtual_messages-([a-z]{2})-boot-[\w-]+\.js$/.exec(name)?.[1]
    if (language !== undefined) parts.set(language, await size(name))
  }
  if (parts.size === 0) throw new Error('dist/renderer/assets has no boot part of the catalogue')
  return { boot, code, parts }
}
