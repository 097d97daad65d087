/**
 * One clock and one debounce in the renderer: components/use-now.ts is the only setInterval (every time on screen
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

async function rendererTimers(): Promise<{ clocks: string[]; debounces: string[] }> {
  const clocks: string[] = []
  const debounces: string[] = []
  for await (const entry of glob('renderer/src/**/*.{ts,tsx}', { cwd: ROOT })) {
    const file = entry.split('\\').join('/')
    const found = timersIn(file, readFileSync(resolve(ROOT, file), 'utf8'))
    if (found.clocks > 0) clocks.push(file)
    if (found.debounces > 0) debounces.push(file)
  }
  return { clocks, debounces }
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
