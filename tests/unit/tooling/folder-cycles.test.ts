// HOUSE_STYLE.md "Layers": in electron/core no two folders import each other, so each domain can be read,
// tested and changed from its folder down. Type-only imports count (import-graph.ts).
import assert from 'node:assert/strict'
import { resolve } from 'node:path'
import { describe, test } from 'node:test'
import {
  cyclesOf,
  fileCyclesWithinFolders,
  folderCycles,
  folderOf,
  relativeSpecifiers,
} from './import-graph.ts'

const root = resolve(import.meta.dirname, '../../..')

/**
 * Cycles between files of one folder that are known and kept, each with its reason. Every one is a type-only
 * back-reference: a shared types file naming the type of the implementation that uses it.
 */
const KNOWN_FILE_CYCLES: Record<string, string> = {
  // SchedulerState and the pool's public types sit in types.ts next to ClientEvent; the classes import them back.
  'api/rate-scheduler.ts api/scheduler-registry.ts api/types.ts': 'types.ts names the scheduler classes',
  // rotateKey works on the vault it is a method of: it takes the KeyVault type as its argument.
  'key-vault/key-vault.ts key-vault/rotate-key.ts': 'rotation takes the vault type it is part of',
}

describe('electron/core import graph', () => {
  test('no two folders of electron/core import each other', () => {
    assert.deepEqual(folderCycles(root, 'electron/core', 1), [])
  })

  test('no cycle between the files of one folder, except the named ones', () => {
    const cycles = fileCyclesWithinFolders(root, 'electron/core', 1).map((c) => c.join(' '))
    const unnamed = cycles.filter((c) => !(c in KNOWN_FILE_CYCLES))
    assert.deepEqual(unnamed, [])
    // A named cycle that went away is taken off the list, so the list never excuses a new one.
    const gone = Object.keys(KNOWN_FILE_CYCLES).filter((c) => !cycles.includes(c))
    assert.deepEqual(gone, [])
  })
})

describe('the import graph reader', () => {
  test('reads static, type-only, re-export, side-effect and dynamic imports, relative ones only', () => {
    const source = [
      "import { a } from './a.ts'",
      "import type { B } from '../b/b.ts'",
      'import {',
      '  c,',
      "} from './c.ts'",
      "export { d } from './d.ts'",
      "export type * from './e.ts'",
      "import './f.ts'",
      "const g = await import('./g.ts')",
      "type H = typeof import('./h.ts')",
      "import { readFile } from 'node:fs/promises'",
    ].join('\n')
    assert.deepEqual(relativeSpecifiers(source).sort(), [
      '../b/b.ts',
      './a.ts',
      './c.ts',
      './d.ts',
      './e.ts',
      './f.ts',
      './g.ts',
      './h.ts',
    ])
  })

  test('a file belongs to its first `depth` folders, or fewer when it sits higher', () => {
    assert.equal(folderOf('features/keys/a.tsx', 2), 'features/keys')
    assert.equal(folderOf('features/keys/parts/b.tsx', 2), 'features/keys')
    assert.equal(folderOf('lib/c.ts', 2), 'lib')
    assert.equal(folderOf('d.ts', 2), '.')
    assert.equal(folderOf('session/e.ts', 1), 'session')
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
})
