// "The core keeps no mutable module-level state" (HOUSE_STYLE.md, the shape of the house): state belongs to the
// instance that createExplorerCore makes. This scans every file of electron/core/ with the TypeScript compiler API.
import assert from 'node:assert/strict'
import { glob, readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { describe, test } from 'node:test'
import { findModuleState } from './module-state.ts'

const root = resolve(import.meta.dirname, '../../..')
const names = (text: string): string[] => findModuleState('x.ts', text).map((f) => f.name)

describe('the scan finds module-level state', () => {
  test('top-level let and var are reported', () => {
    assert.deepEqual(names('let a = 1\nvar b = 2\nexport function f() { let c = 3; return a + b + c }\n'), [
      'a',
      'b',
    ])
  })

  test('a top-level Map, Set, WeakMap or Array is reported unless typed read-only', () => {
    const text = [
      'const registry = new Map<string, number>()',
      'const seen = new Set()',
      'const cache = new WeakMap()',
      'const list = new Array<number>()',
      'const CODES: ReadonlySet<number> = new Set([11, 26])',
      'const TABLE: ReadonlyMap<string, number> = new Map([["a", 1]])',
    ].join('\n')
    assert.deepEqual(names(text), ['registry', 'seen', 'cache', 'list'])
  })

  test('an object or array literal is reported when the file mutates it, not when frozen or only read', () => {
    const text = [
      'const byKey = {} as Record<string, number>',
      'const queue: number[] = []',
      'const counters = { n: 0 }',
      'const gone = { a: 1 }',
      'const FROZEN = Object.freeze({ a: 1 })',
      'const CONST = ["a", "b"] as const',
      'const READ = { a: 1 }',
      'export function f(k: string) {',
      '  byKey[k] = 1',
      '  queue.push(1)',
      '  counters.n++',
      '  delete gone.a',
      '  return READ.a + FROZEN.a + CONST.length',
      '}',
    ].join('\n')
    assert.deepEqual(names(text), ['byKey', 'queue', 'counters', 'gone'])
  })

  test('state inside functions and classes is not module-level', () => {
    assert.deepEqual(
      names(
        'export function make() { const m = new Map(); let n = 0; return { m, n } }\nexport class C { #s = new Set() }\n',
      ),
      [],
    )
  })
})

test('electron/core/ declares no mutable module-level state', async () => {
  const findings = []
  for await (const file of glob('electron/core/**/*.ts', { cwd: root })) {
    findings.push(...findModuleState(file, await readFile(join(root, file), 'utf8')))
  }
  assert.deepEqual(
    findings.map((f) => `${f.file}:${f.line} ${f.name} (${f.reason})`),
    [],
    'move this state into the instance createExplorerCore makes, or freeze it / type it read-only',
  )
})
