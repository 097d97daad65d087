// "Nothing mutable at module level in renderer/src" (HOUSE_STYLE.md "State and data in the renderer"): UI state
// lives in the zustand store (renderer/src/store/), server data in TanStack Query, a history entry's own state in
// history.state. The only module-level state left is a named external store, each listed below with why it is one.
// Scanned with the same helper as the core (tests/unit/tooling/core-state.test.ts).
import assert from 'node:assert/strict'
import { glob, readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { test } from 'node:test'
import { findModuleState } from './module-state.ts'

const root = resolve(import.meta.dirname, '../../..')

/** External stores the renderer keeps at module level on purpose: file → names. */
const EXTERNAL_STORES: Readonly<Record<string, readonly string[]>> = {
  // The shared clock: one interval per period for every time on screen, read with useSyncExternalStore.
  'renderer/src/components/use-now.ts': ['clocks'],
  // The transport to main the preview's entry installs where there is no preload (window.explorer): made once,
  // like the preload's bridge. Not UI state (the store) nor a history entry's; it stays beside getExplorer().
  'renderer/src/lib/explorer.ts': ['fallback', 'made'],
  // The handling of a change of keys under way per QueryClient (a WeakMap, gone with its client): main's event and
  // the user's own key action both run it, one after the other, so each compares the target the one before left.
  'renderer/src/lib/target-change.ts': ['running'],
  // The message catalogues (docs/i18n.md): each language's messages, loaded once part by part
  // (lib/catalogue-store.ts) and read with useSyncExternalStore.
  'renderer/src/lib/words.tsx': ['store'],
}

test('renderer/src declares no mutable module-level state but the named external stores', async () => {
  const findings = []
  for await (const file of glob('renderer/src/**/*.{ts,tsx}', { cwd: root })) {
    const path = file.split('\\').join('/')
    const allowed = EXTERNAL_STORES[path] ?? []
    findings.push(
      ...findModuleState(path, await readFile(join(root, path), 'utf8')).filter(
        (f) => !allowed.includes(f.name),
      ),
    )
  }
  assert.deepEqual(
    findings.map((f) => `${f.file}:${f.line} ${f.name} (${f.reason})`),
    [],
    'move this state into the UI store (renderer/src/store/) or history.state, or name it as an external store',
  )
})

// "zustand holds UI state only: one store made of slices" (HOUSE_STYLE.md "State and data in the renderer"): a
// feature's UI state is a slice of the one store (renderer/src/store/), never a store of its own.
const THE_STORE = 'renderer/src/store/ui-store.ts'

/** `file:line` of each zustand store made in a text (`create(` or `createStore(` imported from zustand). */
function storesMade(file: string, text: string): string[] {
  const imported = /import\s*\{([^}]*)\}\s*from\s*'zustand(?:\/vanilla)?'/.exec(text)?.[1] ?? ''
  const makers = ['create', 'createStore'].filter((name) =>
    new RegExp(`(^|[\\s,])${name}([\\s,]|$)`).test(imported),
  )
  if (makers.length === 0) return []
  const made = new RegExp(`\\b(?:${makers.join('|')})\\s*(?:<[^>]*>\\s*)?\\(`)
  return text.split('\n').flatMap((line, i) => (made.test(line) ? [`${file}:${i + 1}`] : []))
}

test('the scan finds a store made with create or createStore, and not a call of another create', () => {
  const text = ["import { create } from 'zustand'", 'const useX = create<X>()((set) => ({}))'].join('\n')
  assert.deepEqual(storesMade('a.ts', text), ['a.ts:2'])
  assert.deepEqual(
    storesMade('b.ts', "import { createStore } from 'zustand/vanilla'\nconst s = createStore(f)"),
    ['b.ts:2'],
  )
  assert.deepEqual(storesMade('c.ts', "import { create } from './factory.ts'\nconst x = create()"), [])
})

test('renderer/src makes one zustand store, the UI store of slices', async () => {
  const found: string[] = []
  for await (const file of glob('renderer/src/**/*.{ts,tsx}', { cwd: root })) {
    const path = file.split('\\').join('/')
    found.push(...storesMade(path, await readFile(join(root, path), 'utf8')))
  }
  assert.equal(found.filter((f) => f.startsWith(`${THE_STORE}:`)).length, 1, `${THE_STORE} makes the store`)
  assert.deepEqual(
    found.filter((f) => !f.startsWith(`${THE_STORE}:`)),
    [],
    'make this state a slice of the UI store (renderer/src/store/ui-slices.ts)',
  )
})
