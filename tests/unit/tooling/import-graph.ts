/**
 * The import graph of a source folder, read from the files' relative import specifiers, and its cycles: between
 * folders (HOUSE_STYLE.md "Layers": no two folders import each other) and between files of one folder.
 * Type-only imports count: a type that crosses a folder line is a dependency like any other.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, posix, relative, resolve, sep } from 'node:path'

// Static `import … from`, `export … from`, `import type`, side-effect `import '…'`, and `import('…')`
// (dynamic imports and `typeof import('…')` types). Only relative specifiers name files of the tree.
const STATIC_FROM = /^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/gm
const SIDE_EFFECT = /^\s*import\s*['"]([^'"]+)['"]/gm
const DYNAMIC = /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g

/** The relative specifiers a source file imports, in the three forms above. */
export function relativeSpecifiers(source: string): string[] {
  const found: string[] = []
  for (const re of [STATIC_FROM, SIDE_EFFECT, DYNAMIC]) {
    for (const match of source.matchAll(re)) {
      const spec = match[1]
      if (spec !== undefined && spec.startsWith('.')) found.push(spec)
    }
  }
  return found
}

const SOURCE = /\.(ts|tsx)$/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return SOURCE.test(entry.name) ? [path] : []
  })
}

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate
    } catch {
      // not this candidate
    }
  }
  return null
}

/** File → files it imports, every path relative to `base` (posix separators); imports leaving `base` are dropped. */
export function fileGraph(root: string, base: string): Map<string, Set<string>> {
  const top = resolve(root, base)
  const rel = (path: string): string => relative(top, path).split(sep).join(posix.sep)
  const graph = new Map<string, Set<string>>()
  for (const file of sourceFiles(top)) {
    const targets = new Set<string>()
    for (const spec of relativeSpecifiers(readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, spec)
      if (target === null) continue
      const to = rel(target)
      if (!to.startsWith('../')) targets.add(to)
    }
    graph.set(rel(file), targets)
  }
  return graph
}

/**
 * The folder of a `base`-relative file: its first `depth` folders, fewer for a file higher up ('.' directly in
 * `base`). With depth 2, `features/keys/a.tsx` is in `features/keys` and `lib/b.ts` in `lib`.
 */
export function folderOf(file: string, depth: number): string {
  const parts = file.split('/').slice(0, -1)
  return parts.length === 0 ? '.' : parts.slice(0, depth).join('/')
}

/** The strongly connected components with more than one node (Tarjan), each sorted, sorted by first node. */
export function cyclesOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const components: string[][] = []
  let next = 0
  const visit = (node: string): void => {
    index.set(node, next)
    low.set(node, next)
    next++
    stack.push(node)
    onStack.add(node)
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(node, Math.min(low.get(node)!, low.get(to)!))
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!))
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = []
      let popped: string | undefined
      do {
        popped = stack.pop()!
        onStack.delete(popped)
        component.push(popped)
      } while (popped !== node)
      if (component.length > 1) components.push(component.sort())
    }
  }
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node)
  return components.sort((a, b) => a[0]!.localeCompare(b[0]!))
}

/**
 * The import cycles between the folders `depth` levels below `base` (e.g. `electron/core`, 1: api, history, …),
 * each as the sorted list of the folders on it; [] when the folders form a layered graph.
 */
export function folderCycles(root: string, base: string, depth: number): string[][] {
  const folders = new Map<string, Set<string>>()
  for (const [file, targets] of fileGraph(root, base)) {
    const from = folderOf(file, depth)
    const edges = folders.get(from) ?? new Set<string>()
    folders.set(from, edges)
    for (const target of targets) {
      const to = folderOf(target, depth)
      if (to !== from) edges.add(to)
    }
  }
  return cyclesOf(folders)
}

/** The import cycles between files of one folder (`depth` as in folderCycles), each as its sorted file list. */
export function fileCyclesWithinFolders(root: string, base: string, depth: number): string[][] {
  const graph = fileGraph(root, base)
  const within = new Map<string, Set<string>>()
  for (const [file, targets] of graph) {
    const folder = folderOf(file, depth)
    within.set(file, new Set([...targets].filter((t) => folderOf(t, depth) === folder)))
  }
  return cyclesOf(within)
}
