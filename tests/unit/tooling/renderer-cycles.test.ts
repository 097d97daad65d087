/**
 * HOUSE_STYLE.md "Layers": inside renderer/src, `app` → `features` → `entities` → `components`/`lib`, never
 * upward or sideways between features, so the folder graph has no cycle. ESLint (eslint.config.js) refuses
 * each forbidden import; this test measures the result: a folder graph of renderer/src (a folder is
 * `features/<f>`, `entities/<e>`, or the first folder, e.g. `components`), and Tarjan's strongly connected
 * components over it. Every import counts: static, `import type`, `export … from` and dynamic `import()`;
 * a type-only import ties two folders as much as a value import does.
 *
 * Inside one file-level folder, a circle of type-only imports is harmless at run time; each allowed one is
 * named in ALLOWED_TYPE_CIRCLES. A self-contained helper until tests/unit/tooling/import-graph.ts
 * (folderCycles) is shared by the core and the renderer.
 */
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { glob } from 'node:fs/promises'
import { posix, resolve } from 'node:path'
import { describe, test } from 'node:test'
import ts from 'typescript'

const ROOT = resolve(import.meta.dirname, '../../..')
const SRC = 'renderer/src'

/** One import edge between two files (repository-relative), and whether it carries types only. */
export interface ImportEdge {
  from: string
  to: string
  typeOnly: boolean
}

/** The relative imports of one file: static, type-only, re-exports, dynamic `import()` and `import('…')` types. */
export function importsOf(file: string, text: string): ImportEdge[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX)
  const edges: ImportEdge[] = []
  const add = (spec: string, typeOnly: boolean): void => {
    if (!spec.startsWith('.')) return
    edges.push({ from: file, to: posix.normalize(posix.join(posix.dirname(file), spec)), typeOnly })
  }
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause
      const named = clause?.namedBindings
      const allTypes =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            named !== undefined &&
            ts.isNamedImports(named) &&
            named.elements.length > 0 &&
            named.elements.every((e) => e.isTypeOnly)))
      add(node.moduleSpecifier.text, allTypes)
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const clause = node.exportClause
      const allTypes =
        node.isTypeOnly ||
        (clause !== undefined &&
          ts.isNamedExports(clause) &&
          clause.elements.length > 0 &&
          clause.elements.every((e) => e.isTypeOnly))
      add(node.moduleSpecifier.text, allTypes)
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
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

/** The folder a renderer file belongs to: `features/<f>`, `entities/<e>`, a first folder, or `.` (entries). */
export function folderOf(file: string): string {
  const parts = posix.relative(SRC, file).split('/')
  if (parts.length === 1) return '.'
  const [first = '', second = ''] = parts
  if ((first === 'features' || first === 'entities') && parts.length > 2) return `${first}/${second}`
  return first
}

/** Tarjan's strongly connected components; returns those with more than one node. */
export function cycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  let next = 0
  const connect = (v: string): void => {
    index.set(v, next)
    low.set(v, next)
    next++
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w)
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0))
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0))
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = []
      let w: string | undefined
      do {
        w = stack.pop()
        if (w === undefined) break
        onStack.delete(w)
        component.push(w)
      } while (w !== v)
      if (component.length > 1) found.push(component.sort())
    }
  }
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) connect(v)
  return found
}

/** Adds `from → to` to a graph of string nodes. */
function link(graph: Map<string, Set<string>>, from: string, to: string): void {
  if (!graph.has(from)) graph.set(from, new Set())
  if (!graph.has(to)) graph.set(to, new Set())
  graph.get(from)?.add(to)
}

/** Every import edge between the files of renderer/src. */
async function rendererEdges(): Promise<ImportEdge[]> {
  const edges: ImportEdge[] = []
  for await (const file of glob(`${SRC}/**/*.{ts,tsx}`, { cwd: ROOT })) {
    const path = file.split('\\').join('/')
    edges.push(...importsOf(path, readFileSync(resolve(ROOT, path), 'utf8')))
  }
  return edges.filter((e) => e.to.startsWith(`${SRC}/`))
}

/** Type-only circles between files of one folder that are allowed, each as its sorted files. */
const ALLOWED_TYPE_CIRCLES: readonly (readonly string[])[] = [
  // zustand's slices pattern: ui-slices.ts composes the slices for ui-store.ts, and each slice (and the persisted
  // part) names the whole UiState in its StateCreator type; only types go back, so nothing runs in a circle.
  [
    'renderer/src/store/bridges-layout-slice.ts',
    'renderer/src/store/list-places.ts',
    'renderer/src/store/lookup-slice.ts',
    'renderer/src/store/pending-lookup.ts',
    'renderer/src/store/persisted-ui.ts',
    'renderer/src/store/requests-slice.ts',
    'renderer/src/store/router-slice.ts',
    'renderer/src/store/theme-slice.ts',
    'renderer/src/store/ui-slices.ts',
    'renderer/src/store/ui-store.ts',
  ],
]

describe('the graph helper', () => {
  test('static, type-only, re-exported and dynamic imports are all edges', () => {
    const text = [
      "import { a } from './a.ts'",
      "import type { B } from '../b/b.ts'",
      "import { type C } from './c.ts'",
      "export { d } from './d.ts'",
      "export type { E } from './e.ts'",
      "const f = () => import('./f.tsx')",
      "type G = import('./g.ts').G",
      "import { h } from 'react'",
    ].join('\n')
    assert.deepEqual(
      importsOf('renderer/src/x/y.ts', text).map((e) => `${e.to}${e.typeOnly ? ' (type)' : ''}`),
      [
        'renderer/src/x/a.ts',
        'renderer/src/b/b.ts (type)',
        'renderer/src/x/c.ts (type)',
        'renderer/src/x/d.ts',
        'renderer/src/x/e.ts (type)',
        'renderer/src/x/f.tsx',
        'renderer/src/x/g.ts (type)',
      ],
    )
  })

  test('folders are features/<f> and entities/<e>, else the first folder', () => {
    assert.equal(folderOf('renderer/src/features/bridges/table/x.ts'), 'features/bridges')
    assert.equal(folderOf('renderer/src/entities/bridge/x.ts'), 'entities/bridge')
    assert.equal(folderOf('renderer/src/components/x.tsx'), 'components')
    assert.equal(folderOf('renderer/src/main.tsx'), '.')
  })

  test('Tarjan finds a cycle of three and ignores a chain', () => {
    const graph = new Map<string, Set<string>>()
    link(graph, 'a', 'b')
    link(graph, 'b', 'c')
    link(graph, 'c', 'a')
    link(graph, 'c', 'd')
    assert.deepEqual(cycles(graph), [['a', 'b', 'c']])
  })
})

test('renderer/src has no import cycle between folders', async () => {
  const graph = new Map<string, Set<string>>()
  for (const e of await rendererEdges()) {
    const [from, to] = [folderOf(e.from), folderOf(e.to)]
    if (from !== to) link(graph, from, to)
  }
  assert.deepEqual(cycles(graph), [], 'break the cycle: see "Layers" in HOUSE_STYLE.md')
})

test('inside a folder, files form no import cycle except the named type-only ones', async () => {
  const edges = await rendererEdges()
  const graph = new Map<string, Set<string>>()
  const values = new Map<string, Set<string>>()
  for (const e of edges) {
    if (folderOf(e.from) !== folderOf(e.to)) continue
    link(graph, e.from, e.to)
    if (!e.typeOnly) link(values, e.from, e.to)
  }
  // A circle carried by a value import is never allowed; a type-only one only when named.
  assert.deepEqual(cycles(values), [], 'a value import circle between files runs in an undefined order')
  const allowed = new Set(ALLOWED_TYPE_CIRCLES.map((c) => [...c].sort().join(' ')))
  assert.deepEqual(
    cycles(graph).filter((c) => !allowed.has(c.join(' '))),
    [],
    'a type-only circle between files must be named in ALLOWED_TYPE_CIRCLES',
  )
})
