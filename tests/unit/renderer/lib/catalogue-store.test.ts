// The catalogues in parts as the renderer holds them (docs/i18n.md, "Parts"), over the very parts the build makes
// (build/message-parts.ts): each load is held until the test lets it come, to order what a start, a view and a
// change of language ask for.
import assert from 'node:assert/strict'
import { resolve } from 'node:path'
import { test } from 'node:test'
import { CATALOGUES } from '../../../../build/check-messages.ts'
import { BOOT_PART, partModules, PART_PREFIX } from '../../../../build/message-parts.ts'
import type { Language } from '../../../../shared/i18n/locales.ts'
import { createCatalogueStore } from '../../../../renderer/src/lib/catalogue-store.ts'
import type { PartMessages } from '../../../../renderer/src/lib/message-parts.ts'

const root = resolve(import.meta.dirname, '../../../..')
const modules = partModules(root, 'loader')
const KEYS = 'features/keys/keys-view.tsx'
const short = (part: string): string =>
  part === BOOT_PART ? BOOT_PART : (part.split('/').pop() ?? '').replace(/\.tsx?$/, '')

/** The parts' loads, each held until `give` lets it come (or `fail` fails it). */
function heldParts() {
  const held = new Map<string, { resolve: (m: PartMessages) => void; reject: (e: Error) => void }>()
  const asked: string[] = []
  const load = (language: Language, part: string): Promise<PartMessages> => {
    asked.push(`${language} ${part}`)
    return new Promise((resolve, reject) => held.set(`${language} ${part}`, { resolve, reject }))
  }
  const give = async (language: string, part: string): Promise<void> => {
    const code = modules.get(`\0${PART_PREFIX}${language}-${short(part)}`)
    const waiting = held.get(`${language} ${part}`)
    assert.ok(code !== undefined && waiting !== undefined, `${language} ${part} was asked for`)
    held.delete(`${language} ${part}`)
    waiting.resolve(JSON.parse(code.replace(/^export default /, '')) as PartMessages)
    await new Promise((r) => setImmediate(r))
  }
  const fail = async (language: string, part: string): Promise<void> => {
    held.get(`${language} ${part}`)?.reject(new Error('chunk not found'))
    held.delete(`${language} ${part}`)
    await new Promise((r) => setImmediate(r))
  }
  return { load, give, fail, asked }
}

test('a start shows its language once the boot part has come; a view’s words join the same object before it renders', async () => {
  const parts = heldParts()
  const store = createCatalogueStore(BOOT_PART, parts.load)
  let told = 0
  store.subscribe(() => (told += 1))
  const start = store.ensureCatalogue('en')
  assert.equal(store.readyCatalogue('en'), undefined)
  await parts.give('en', BOOT_PART)
  const shown = await start
  assert.equal(store.readyCatalogue('en'), shown)
  assert.equal(told, 1)
  assert.equal(shown['shell.skip-to-content'], CATALOGUES['en']?.['shell.skip-to-content'])
  assert.equal(shown['keys.about'], undefined, 'Keys’ words are not loaded before Keys')

  let opened = false
  const view = store.ensureMessages(KEYS).then(() => (opened = true))
  await new Promise((r) => setImmediate(r))
  assert.equal(opened, false, 'the view waits for its words')
  await parts.give('en', KEYS)
  await view
  assert.equal(store.readyCatalogue('en'), shown, 'the same object: nothing on screen re-renders')
  assert.equal(shown['keys.about'], CATALOGUES['en']?.['keys.about'])
  assert.equal(told, 1)
})

test('a change of language waits for the new language’s boot part and every view opened so far', async () => {
  const parts = heldParts()
  const store = createCatalogueStore(BOOT_PART, parts.load)
  const start = store.ensureCatalogue('en')
  await parts.give('en', BOOT_PART)
  await start
  const view = store.ensureMessages(KEYS)
  await parts.give('en', KEYS)
  await view

  let switched = false
  const change = store.ensureCatalogue('de').then(() => (switched = true))
  assert.deepEqual(parts.asked.slice(-2), ['de boot', `de ${KEYS}`])
  await parts.give('de', BOOT_PART)
  assert.equal(switched, false, 'Keys would be shown in English words inside German')
  assert.equal(store.readyCatalogue('de'), undefined, 'English stays on screen meanwhile')
  await parts.give('de', KEYS)
  await change
  assert.equal(store.readyCatalogue('de')?.['keys.about'], CATALOGUES['de']?.['keys.about'])
})

test('a view opened while the language changes loads its words in both, and waits for both', async () => {
  const parts = heldParts()
  const store = createCatalogueStore(BOOT_PART, parts.load)
  const start = store.ensureCatalogue('en')
  await parts.give('en', BOOT_PART)
  await start
  const change = store.ensureCatalogue('ar')
  let opened = false
  const view = store.ensureMessages(KEYS).then(() => (opened = true))
  assert.ok(parts.asked.includes(`en ${KEYS}`) && parts.asked.includes(`ar ${KEYS}`))
  await parts.give('en', KEYS)
  assert.equal(opened, false)
  await parts.give('ar', KEYS)
  await view
  await parts.give('ar', BOOT_PART)
  await change
  assert.equal(store.readyCatalogue('ar')?.['keys.about'], CATALOGUES['ar']?.['keys.about'])
})

test('a part that failed to load is asked for again the next time', async () => {
  const parts = heldParts()
  const store = createCatalogueStore(BOOT_PART, parts.load)
  const first = assert.rejects(store.ensureCatalogue('pl'), /chunk not found/)
  await parts.fail('pl', BOOT_PART)
  await first
  assert.equal(store.readyCatalogue('pl'), undefined)
  const again = store.ensureCatalogue('pl')
  await parts.give('pl', BOOT_PART)
  assert.equal((await again)['shell.skip-to-content'], CATALOGUES['pl']?.['shell.skip-to-content'])
  assert.equal(parts.asked.filter((a) => a === 'pl boot').length, 2)
})
