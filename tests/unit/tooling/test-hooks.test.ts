// The preview's test clock is off in release builds (docs/security.md, threat model 2): nothing the desktop app
// bundles reaches it. The packaged app holds only what electron/main.ts imports (electron-builder.yml, `files`),
// so no import from main.ts, however indirect, may reach the movable clock or the preview's test route.
import assert from 'node:assert/strict'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { test } from 'node:test'
import { importsOf } from './import-graph.ts'

const ROOT = resolve(import.meta.dirname, '../../..')
const HOOKS = ['electron/core/api/movable-clock.ts', 'electron/preview/test-clock-route.ts']

/** Every repository file main.ts reaches through relative imports (type-only ones too: they are harmless). */
function reachableFrom(entry: string): Map<string, string> {
  const via = new Map<string, string>([[entry, '']])
  const queue = [entry]
  while (queue.length > 0) {
    const file = queue.shift() as string
    for (const edge of importsOf(file, readFileSync(resolve(ROOT, file), 'utf8'))) {
      if (edge.typeOnly) continue
      const to = [edge.to, `${edge.to}.ts`, `${edge.to}.tsx`].find(
        (p) => /\.tsx?$/.test(p) && existsSync(resolve(ROOT, p)),
      )
      if (to === undefined || via.has(to)) continue
      via.set(to, file)
      queue.push(to)
    }
  }
  return via
}

test('the desktop app reaches no test hook: the preview test clock is not in a release build', () => {
  const reached = reachableFrom('electron/main.ts')
  assert.ok(reached.size > 20, 'the walk follows main.ts into the core')
  for (const hook of HOOKS) {
    assert.ok(existsSync(resolve(ROOT, hook)), `${hook} exists (rename it here too)`)
    assert.equal(reached.has(hook), false, `${hook} is imported by ${reached.get(hook)}`)
  }
})
