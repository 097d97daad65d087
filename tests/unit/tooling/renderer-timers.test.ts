/**
 * One clock and one debounce in the renderer: lib/clock.ts is the only reader of the system time, components/use-now.ts
 * the only setInterval (every time on screen
 * reads the shared clock), and lib/use-debounced.ts the only timer that hands a value to React state once it has
 * stopped changing. A second copy drifts from the first (two clocks tick out of step; two debounces differ on
 * the first value). Scanned with the TypeScript compiler API.
 */
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { glob } from 'node:fs/promises'
import { resolve } from 'node:path'
import { describe, test } from 'node:test'
import ts from 'typescript'

const ROOT = resolve(import.meta.dirname, '../../..')
const CLOCK = 'renderer/src/components/use-now.ts'
const DEBOUNCE = 'renderer/src/lib/use-debounced.ts'
const TIME = 'renderer/src/lib/clock.ts'

/** The called function's name: `setInterval(…)` and `window.setInterval(…)` are both `setInterval`. */
function calleeName(call: ts.CallExpression): string | null {
  const callee = call.expression
  if (ts.isIdentifier(callee)) return callee.text
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text
  return null
}

/** A state debounce: `setTimeout(() => setSomething(value), ms)`, the value a variable (not a constant). */
function isStateDebounce(call: ts.CallExpression): boolean {
  const [callback] = call.arguments
  if (callback === undefined || !ts.isArrowFunction(callback) || !ts.isCallExpression(callback.body))
    return false
  const inner = callback.body
  return (
    ts.isIdentifier(inner.expression) &&
    /^set[A-Z]/.test(inner.expression.text) &&
    inner.arguments.length === 1 &&
    inner.arguments[0] !== undefined &&
    ts.isIdentifier(inner.arguments[0])
  )
}

/**
 * How many times one file's text reads the system time directly: `Date.now` (called or passed along) and
 * `new Date()` without an argument. Only lib/clock.ts may, so Playwright's page.clock and a figure agree.
 */
export function timeReadsIn(file: string, text: string): number {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  let reads = 0
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'Date' &&
      node.name.text === 'now'
    )
      reads++
    if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'Date' &&
      (node.arguments === undefined || node.arguments.length === 0)
    )
      reads++
    ts.forEachChild(node, visit)
  }
  visit(source)
  return reads
}

/** Where each kind of timer is made in one file's text. */
export function timersIn(file: string, text: string): { clocks: number; debounces: number } {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  let clocks = 0
  let debounces = 0
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node)
      if (name === 'setInterval') clocks++
      if (name === 'setTimeout' && isStateDebounce(node)) debounces++
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return { clocks, debounces }
}

async function rendererTimers(): Promise<{ clocks: string[]; debounces: string[]; timeReads: string[] }> {
  const clocks: string[] = []
  const debounces: string[] = []
  const timeReads: string[] = []
  for await (const entry of glob('renderer/src/**/*.{ts,tsx}', { cwd: ROOT })) {
    const file = entry.split('\\').join('/')
    const found = timersIn(file, readFileSync(resolve(ROOT, file), 'utf8'))
    if (found.clocks > 0) clocks.push(file)
    if (found.debounces > 0) debounces.push(file)
    if (timeReadsIn(file, readFileSync(resolve(ROOT, file), 'utf8')) > 0) timeReads.push(file)
  }
  return { clocks, debounces, timeReads }
}

describe('the scan', () => {
  test('finds setInterval, bare or on window', () => {
    assert.equal(timersIn('x.ts', 'setInterval(f, 1000)\nwindow.setInterval(() => g(), 5)\n').clocks, 2)
  })

  test('finds a timer that hands a variable to state, not one that clears a message', () => {
    const text = [
      'const a = window.setTimeout(() => setSettled(value), ms)',
      "const b = setTimeout(() => setStatus(''), 4000)",
      'const c = setTimeout(() => setToast(null), 6000)',
      'const d = setTimeout(restart, 0)',
    ].join('\n')
    assert.equal(timersIn('x.ts', text).debounces, 1)
  })

  test('finds Date.now called or passed along, and new Date() without an argument; not a date made from a time', () => {
    const text = [
      'const a = Date.now()',
      'const b = at ?? Date.now',
      'const c = new Date()',
      'const d = new Date(ms)',
      'const e = new Date(Date.parse(s))',
      'const f = performance.now()',
    ].join('\n')
    assert.equal(timeReadsIn('x.ts', text), 3)
  })
})

test('the renderer reads the time in one place: lib/clock.ts', async () => {
  assert.deepEqual(
    (await rendererTimers()).timeReads,
    [TIME],
    'read the time with readClock (lib/clock.ts) or useNow (components/use-now.ts)',
  )
})

test('the renderer has one clock: components/use-now.ts', async () => {
  assert.deepEqual(
    (await rendererTimers()).clocks,
    [CLOCK],
    'read the time with useNow (components/use-now.ts)',
  )
})

test('the renderer has one debounce: lib/use-debounced.ts', async () => {
  assert.deepEqual(
    (await rendererTimers()).debounces,
    [DEBOUNCE],
    'debounce with useDebounced (lib/use-debounced.ts)',
  )
})
