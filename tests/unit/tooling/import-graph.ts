/**
 * The import graph of a source folder and its cycles: between folders (HOUSE_STYLE.md "Layers": no two folders
 * import each other) and between the files of one folder. Imports are read with the TypeScript parser, so every
 * form counts: static, `import type`, `export … from`, side-effect `import '…'`, dynamic `import()` and
 * `import('…')` types. A type-only import between folders is a dependency like any other; inside a folder, a
 * circle carried only by types is harmless at run time and may be allowed by name.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, posix, relative, resolve, sep } from 'node:path'
import ts from 'typescript'

/** One import between two files (paths relative to the repository root, posix separators). */
export interface ImportEdge {
  from: string
  to: string
  /** True when only types cross (`import type`, `export type`, every named binding `type`, an import type). */
  typeOnly: boolean
}

/** The relative imports of one source file (`file` relative to the repository root). */
export function importsOf(file: string, text: string): ImportEdge[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX)
  const edges: ImportEdge[] = []
  const add = (spec: string, typeOnly: boolean): void => {
    if (spec.startsWith('.')) {
      edges.push({ from: file, to: posix.normalize(posix.join(posix.dirname(file), spec)), typeOnly })
    }
  }
  const allTypes = (elements: readonly { isTypeOnly: boolean }[] | undefined): boolean =>
    elements !== undefined && elements.length > 0 && elements.every((e) => e.isTypeOnly)
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause
      const named = clause?.namedBindings
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            named !== undefined &&
            ts.isNamedImports(named) &&
            allTypes(named.elements)))
      add(node.moduleSpecifier.text, typeOnly)
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const clause = node.exportClause
      add(
        node.moduleSpecifier.text,
        node.isTypeOnly || (clause !== undefined && ts.isNamedExports(clause) && allTypes(clause.elements)),
      )
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, false)
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      add(node.argument.literal.text, true)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return edges
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : []
  })
}

/** Every import between two files under `base` (repository-relative), read from the files on disk. */
export function edgesUnder(root: string, base: string): ImportEdge[] {
  return sourceFiles(resolve(root, base)).flatMap((path) => {
    const file = relative(root, path).split(sep).join(posix.sep)
    return importsOf(file, readFileSync(path, 'utf8')).filter((e) => e.to.startsWith(`${base}/`))
  })
}

/**
 * The folder of a repository-relative file under `base`: its first `depth` folders below `base`, fewer for a file
 * higher up ('.' directly in `base`). With depth 2, `features/keys/a.tsx` is in `features/keys`, `lib/b.ts` in `lib`.
 */
export function folderAtDepth(base: string, depth: number): (file: string) => string {
  return (file) => {
    const parts = posix.relative(base, file).split('/').slice(0, -1)
    return parts.length === 0 ? '.' : parts.slice(0, depth).join('/')
  }
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
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0))
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0))
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = []
      let popped: string | undefined
      do {
        popped = stack.pop()
        if (popped === undefined) break
        onStack.delete(popped)
        component.push(popped)
      } while (popped !== node)
      if (component.length > 1) components.push(component.sort())
    }
  }
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node)
  return components.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''))
}

function graphOf(pairs: Iterable<[string, string]>): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  for (const [from, to] of pairs) {
    if (!graph.has(from)) graph.set(from, new Set())
    if (!graph.has(to)) graph.set(to, new Set())
    graph.get(from)?.add(to)
  }
  return graph
}

/** The cycles between folders, each as the sorted list of the folders on it; [] when the folders are layered. */
export function folderCycles(edges: readonly ImportEdge[], folderOf: (file: string) => string): string[][] {
  return cyclesOf(
    graphOf(
      edges.map((e): [string, string] => [folderOf(e.from), folderOf(e.to)]).filter(([a, b]) => a !== b),
    ),
  )
}

/**
 * The cycles between the files of one folder, as sorted file lists. `values`: only those carried by at least one
 * value import (never allowed); `all`: type-only ones too (allowed only when named by the caller).
 */
export function fileCyclesWithinFolders(
  edges: readonly ImportEdge[],
  folderOf: (file: string) => string,
): { values: string[][]; all: string[][] } {
  const within = edges.filter((e) => folderOf(e.from) === folderOf(e.to))
  return {
    values: cyclesOf(graphOf(within.filter((e) => !e.typeOnly).map((e): [string, string] => [e.from, e.to]))),
    all: cyclesOf(graphOf(within.map((e): [string, string] => [e.from, e.to]))),
  }
}
