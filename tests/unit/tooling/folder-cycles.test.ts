// HOUSE_STYLE.md "Layers": in electron/core and in shared/ no two folders import each other, and in renderer/src
// app → features → entities → components/lib, never upward or sideways, so each folder can be read, tested and changed from
// itself down. ESLint (eslint.config.js) refuses each forbidden import; this measures the result over the whole
// tree (import-graph.ts). Inside a folder, a circle carried by a value import is never allowed (its modules run in
// an undefined order); a type-only one only when named below with its reason.
import assert from 'node:assert/strict'
import { posix, resolve } from 'node:path'
import { describe, test } from 'node:test'
import {
  cyclesOf,
  edgesUnder,
  fileCyclesWithinFolders,
  folderAtDepth,
  folderCycles,
  importsOf,
  type ImportEdge,
} from './import-graph.ts'

const root = resolve(import.meta.dirname, '../../..')

/** A renderer file's folder: `features/<f>` and `entities/<e>` are folders of their own, else the first folder. */
function rendererFolder(file: string): string {
  const parts = posix.relative('renderer/src', file).split('/')
  if (parts.length === 1) return '.'
  const [first = '', second = ''] = parts
  return (first === 'features' || first === 'entities') && parts.length > 2 ? `${first}/${second}` : first
}

/** The trees checked, each with its folder rule and the type-only circles inside a folder it keeps, by reason. */
const TREES: readonly {
  base: string
  folderOf: (file: string) => string
  typeCircles: Readonly<Record<string, string>>
}[] = [
  {
    base: 'electron/core',
    folderOf: folderAtDepth('electron/core', 1),
    typeCircles: {
      // SchedulerState and the pool's public types sit in types.ts next to ClientEvent; the classes import them back.
      'electron/core/api/rate-scheduler.ts electron/core/api/scheduler-registry.ts electron/core/api/types.ts':
        'types.ts names the scheduler classes',
      // rotateKey works on the vault it is a method of: it takes the KeyVault type as its argument.
      'electron/core/key-vault/key-vault.ts electron/core/key-vault/rotate-key.ts':
        'rotation takes the vault type it is part of',
    },
  },
  {
    base: 'renderer/src',
    folderOf: rendererFolder,
    typeCircles: {
      // zustand's slices pattern: ui-slices.ts composes the slices for ui-store.ts, and each slice (and the
      // persisted part) names the whole UiState in its StateCreator type; only types go back.
      [[
        'bridges-layout-slice.ts',
        'list-places.ts',
        'lookup-slice.ts',
        'pending-lookup.ts',
        'persisted-ui.ts',
        'requests-slice.ts',
        'router-slice.ts',
        'stats-slice.ts',
        'theme-slice.ts',
        'ui-slices.ts',
        'ui-store.ts',
      ]
        .map((f) => `renderer/src/store/${f}`)
        .join(' ')]: 'the store slices name the whole UiState type',
    },
  },
  {
    // shared/ has no Electron or DOM side, but its folders are layers all the same: ipc/ (the contract) builds on
    // api/ (the service's types and codes), never the other way round.
    base: 'shared',
    folderOf: folderAtDepth('shared', 1),
    typeCircles: {},
  },
]

for (const tree of TREES) {
  describe(`${tree.base} import graph`, () => {
    const edges = edgesUnder(root, tree.base)

    test('no two folders import each other', () => {
      assert.deepEqual(
        folderCycles(edges, tree.folderOf),
        [],
        'break the cycle: see "Layers" in HOUSE_STYLE.md',
      )
    })

    test('files of one folder form no circle but the named type-only ones', () => {
      const { values, all } = fileCyclesWithinFolders(edges, tree.folderOf)
      assert.deepEqual(values, [], 'a value import circle between files runs in an undefined order')
      const found = all.map((c) => c.join(' '))
      assert.deepEqual(
        found.filter((c) => !(c in tree.typeCircles)),
        [],
        'name a type-only circle with its reason, or break it',
      )
      // A named circle that went away is taken off the list, so the list never excuses a new one.
      assert.deepEqual(
        Object.keys(tree.typeCircles).filter((c) => !found.includes(c)),
        [],
      )
    })
  })
}

describe('the import graph reader', () => {
  test('static, type-only, re-exported, side-effect and dynamic imports are edges; packages are not', () => {
    const text = [
      "import { a } from './a.ts'",
      "import type { B } from '../b/b.ts'",
      "import { type C } from './c.ts'",
      "export { d } from './d.ts'",
      "export type { E } from './e.ts'",
      "import './f.css'",
      "const g = () => import('./g.tsx')",
      "type H = import('./h.ts').H",
      "import { readFile } from 'node:fs/promises'",
    ].join('\n')
    assert.deepEqual(
      importsOf('renderer/src/x/y.ts', text).map((e) => `${e.to}${e.typeOnly ? ' (type)' : ''}`),
      [
        'renderer/src/x/a.ts',
        'renderer/src/b/b.ts (type)',
        'renderer/src/x/c.ts (type)',
        'renderer/src/x/d.ts',
        'renderer/src/x/e.ts (type)',
        'renderer/src/x/f.css',
        'renderer/src/x/g.tsx',
        'renderer/src/x/h.ts (type)',
      ],
    )
  })

  test('a file belongs to its first `depth` folders, or fewer when it sits higher; renderer features are folders', () => {
    const two = folderAtDepth('renderer/src', 2)
    assert.equal(two('renderer/src/features/keys/parts/b.tsx'), 'features/keys')
    assert.equal(two('renderer/src/lib/c.ts'), 'lib')
    assert.equal(two('renderer/src/d.ts'), '.')
    assert.equal(folderAtDepth('electron/core', 1)('electron/core/session/e.ts'), 'session')
    assert.equal(rendererFolder('renderer/src/entities/bridge/x.ts'), 'entities/bridge')
    assert.equal(rendererFolder('renderer/src/components/charts/x.tsx'), 'components')
  })

  test('finds a cycle through three nodes and none in a layered graph', () => {
    const cycle = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ])
    assert.deepEqual(cyclesOf(cycle), [['a', 'b', 'c']])
    const layered = new Map([
      ['app', new Set(['views', 'session'])],
      ['views', new Set(['session'])],
      ['session', new Set<string>()],
    ])
    assert.deepEqual(cyclesOf(layered), [])
  })

  test('a circle between folders is found, and one carried by types alone is told apart inside a folder', () => {
    const edge = (from: string, to: string, typeOnly = false): ImportEdge => ({ from, to, typeOnly })
    const edges = [
      edge('t/a/x.ts', 't/b/y.ts'),
      edge('t/b/y.ts', 't/a/z.ts', true),
      edge('t/a/z.ts', 't/a/x.ts', true),
      edge('t/a/x.ts', 't/a/z.ts'),
    ]
    const folderOf = folderAtDepth('t', 1)
    assert.deepEqual(folderCycles(edges, folderOf), [['a', 'b']])
    assert.deepEqual(fileCyclesWithinFolders(edges, folderOf), {
      values: [],
      all: [['t/a/x.ts', 't/a/z.ts']],
    })
  })
})
