/**
 * How the renderer's build splits the message catalogues (docs/i18n.md, "Size cost"): the messages the first
 * screen and the shell can show are one part, loaded before the first render; the messages only a view loaded
 * later shows are that view's part, loaded with its code. Derived from the code itself, the way the extraction
 * check reads it (build/check-messages.ts: code names a message with t('id'), rich('id', …) or msg('id')), so no
 * list of ids is kept by hand and the sources stay one catalogue per language, split by slice for translators.
 *
 * - The boot part: every id named in a module the boot chunk imports (renderer/src/boot.tsx and its static
 *   imports), every id main's code names (electron/, shared/: a `Said` main sends is worded wherever it is shown,
 *   its id arriving as data), and every id no module names at all. Safe by default: an id is left out of it only
 *   when views loaded later are the only code to name it.
 * - A view's part: the ids named by the view's module and its static imports (and by what they load lazily in
 *   turn), less the boot part's. Named by the view's path under renderer/src, which its `lazyComponent()` passes
 *   (lib/lazy-component.ts), so its words load with its code.
 *
 * The translators' notes are left out: a part holds each message's words only.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, relative, resolve } from 'node:path'
import { CATALOGUES, idsUsed } from './check-messages.ts'

/** The repository (passed in: Vite bundles its config, and this file with it). */
const paths = (root: string): { src: string; catalogues: string } => ({
  src: resolve(root, 'renderer/src'),
  // The catalogues themselves: their loaders' lazy imports are not views.
  catalogues: resolve(root, 'shared/i18n/catalogues'),
})

/** The name of the part loaded before the first render. */
export const BOOT_PART = 'boot'

// `import x from './y.ts'`, `import './y.css'`, `export { x } from './y.ts'`; never `import type`.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm
const DYNAMIC_IMPORT = /\bimport\(\s*'([^']+)'\s*\)/g

interface Module {
  ids: readonly string[]
  statics: readonly string[]
  lazies: readonly string[]
}

function readModule(file: string, catalogues: string): Module {
  const text = readFileSync(file, 'utf8')
  const near = (spec: string): string | null => {
    if (!spec.startsWith('.')) return null
    const path = resolve(dirname(file), spec)
    return /\.tsx?$/.test(path) && existsSync(path) ? path : null
  }
  const all = (re: RegExp): string[] => [...text.matchAll(re)].flatMap((m) => near(m[1] ?? '') ?? [])
  return {
    ids: idsUsed(text),
    statics: all(STATIC_IMPORT),
    lazies: file.startsWith(catalogues) ? [] : all(DYNAMIC_IMPORT),
  }
}

/** The modules `entry` imports statically (itself included), and the modules they import lazily. */
function staticGraph(
  entry: string,
  read: (file: string) => Module,
): { files: Set<string>; lazies: Set<string> } {
  const files = new Set<string>()
  const lazies = new Set<string>()
  const stack = [entry]
  while (stack.length > 0) {
    const file = stack.pop() as string
    if (files.has(file)) continue
    files.add(file)
    const module = read(file)
    stack.push(...module.statics)
    for (const lazy of module.lazies) lazies.add(lazy)
  }
  return { files, lazies }
}

/** The split: the boot part's ids, and each view's by its path under renderer/src. */
export interface MessageParts {
  boot: ReadonlySet<string>
  views: ReadonlyMap<string, ReadonlySet<string>>
}

/**
 * The parts of `allIds` (every message id of the catalogues), from the renderer's code read from disk. The boot
 * chunk's own lazy imports are the views; what a view loads lazily in turn is part of that view's words.
 */
export function messageParts(root: string, allIds: Iterable<string>): MessageParts {
  const { src, catalogues } = paths(root)
  const cache = new Map<string, Module>()
  const read = (file: string): Module => {
    let module = cache.get(file)
    if (module === undefined) cache.set(file, (module = readModule(file, catalogues)))
    return module
  }
  const boot = staticGraph(resolve(src, 'boot.tsx'), read)
  const bootIds = new Set([...boot.files].flatMap((file) => read(file).ids))
  for (const folder of ['electron', 'shared'])
    for (const name of readdirSync(resolve(root, folder), { recursive: true, encoding: 'utf8' })) {
      const file = resolve(root, folder, name)
      if (/\.tsx?$/.test(name) && !file.startsWith(catalogues))
        for (const id of idsUsed(readFileSync(file, 'utf8'))) bootIds.add(id)
    }
  const named = new Set(bootIds)
  const views = new Map<string, Set<string>>()
  for (const view of boot.lazies) {
    if (boot.files.has(view)) continue
    const ids = new Set<string>()
    const seen = new Set<string>()
    const queue = [view]
    while (queue.length > 0) {
      const graph = staticGraph(queue.pop() as string, read)
      for (const file of graph.files) {
        if (seen.has(file)) continue
        seen.add(file)
        for (const id of read(file).ids) if (!bootIds.has(id)) ids.add(id)
      }
      for (const lazy of graph.lazies) if (!seen.has(lazy)) queue.push(lazy)
    }
    for (const id of ids) named.add(id)
    views.set(viewPart(src, view), ids)
  }
  for (const id of allIds) if (!named.has(id)) bootIds.add(id)
  return { boot: bootIds, views }
}

/** A view's part name: its module's path under renderer/src, as its lazyComponent() names it. */
function viewPart(src: string, file: string): string {
  return relative(src, file).split('\\').join('/')
}

/** The module that loads a view lazily must name its part, so the view's words load with its code. */
export function lazyViewsWithoutPart(root: string): string[] {
  const { src, catalogues } = paths(root)
  const read = (file: string): Module => readModule(file, catalogues)
  const problems: string[] = []
  const boot = staticGraph(resolve(src, 'boot.tsx'), read)
  for (const file of boot.files) {
    const module = read(file)
    const text = readFileSync(file, 'utf8')
    for (const lazy of module.lazies)
      if (!boot.files.has(lazy) && !text.includes(`'${viewPart(src, lazy)}'`))
        problems.push(
          `${relative(root, file)}: loads ${viewPart(src, lazy)} lazily without naming its words' part`,
        )
  }
  return problems
}

/** How the build names the modules of the parts (vite.config.ts resolves these ids to partModules' code). */
export const PART_PREFIX = 'virtual:messages-'

/**
 * The renderer build's modules of the catalogue (vite.config.ts, `messagePartsBuild`), by module id: one per
 * language and part holding its messages' words only (no translator's note), the views' table of loaders (a
 * chunk loaded with the first view), and `loader`, the code that replaces renderer/src/lib/message-parts.ts.
 */
export function partModules(root: string, loader: string): Map<string, string> {
  const split = messageParts(root, Object.keys(CATALOGUES['en'] ?? {}))
  const parts: [string, string, ReadonlySet<string>][] = [
    [BOOT_PART, BOOT_PART, split.boot],
    ...[...split.views].map(([view, ids]): [string, string, ReadonlySet<string>] => [
      view,
      basename(view).replace(/\.tsx?$/, ''),
      ids,
    ]),
  ]
  if (new Set(parts.map(([, short]) => short)).size !== parts.length)
    throw new Error('message parts: two views loaded lazily have the same file name')
  const languages = Object.keys(CATALOGUES)
  const loaders = (short: string): string =>
    languages
      .map(
        (language) =>
          `${JSON.stringify(language)}: () => import(${JSON.stringify(`${PART_PREFIX}${language}-${short}`)})`,
      )
      .join(', ')
  const code = new Map<string, string>()
  const views = parts.slice(1).map(([part, short]) => `${JSON.stringify(part)}: { ${loaders(short)} }`)
  // The views' table is a chunk of its own, loaded with the first view: the boot chunk holds the boot part's.
  code.set(`\0${PART_PREFIX}views`, `export const VIEWS = { ${views.join(',\n')} }`)
  code.set(
    loader,
    [
      `export const BOOT_PART = ${JSON.stringify(BOOT_PART)}`,
      `const BOOT = { ${loaders(BOOT_PART)} }`,
      // The pseudo-locale is English, transformed as it is worded (shared/i18n/pseudo.ts).
      `export async function loadPart(language, part) {`,
      `  const parts = part === BOOT_PART ? BOOT : (await import(${JSON.stringify(`${PART_PREFIX}views`)})).VIEWS[part]`,
      `  const load = parts?.[language === 'en-XA' ? 'en' : language]`,
      `  if (load === undefined) throw new Error('no messages ' + part + ' in ' + language)`,
      `  return (await load()).default`,
      `}`,
    ].join('\n'),
  )
  for (const [, short, ids] of parts)
    for (const language of languages) {
      const messages = CATALOGUES[language] ?? {}
      const words = Object.fromEntries([...ids].map((id) => [id, messages[id]]))
      code.set(`\0${PART_PREFIX}${language}-${short}`, `export default ${JSON.stringify(words)}`)
    }
  return code
}
