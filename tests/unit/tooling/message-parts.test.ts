// The catalogue in parts (build/message-parts.ts, docs/i18n.md "Size cost"): the renderer's first chunk carries
// the shell's and the first screen's messages only, each view's come with its code, and no translator's note is
// in any of them. Read from the sources, as the build splits them.
import assert from 'node:assert/strict'
import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { test } from 'node:test'
import { CATALOGUES } from '../../../build/check-messages.ts'
import { lazyViewsWithoutPart, messageParts, partModules, PART_PREFIX } from '../../../build/message-parts.ts'
import { COMMENTS } from '../../../shared/i18n/catalogues/en.ts'

const root = resolve(import.meta.dirname, '../../..')
const ids = Object.keys(CATALOGUES['en'] ?? {})
const parts = messageParts(root, ids)
const LOADER = 'renderer/src/lib/message-parts.ts'
const modules = partModules(root, LOADER)
/** The messages of one built part module, as its chunk would hand them over. */
const partWords = (language: string, part: string): Record<string, string> => {
  const code = modules.get(`\0${PART_PREFIX}${language}-${part}`)
  assert.ok(code !== undefined, `no module for ${language} ${part}`)
  return JSON.parse(code.replace(/^export default /, '')) as Record<string, string>
}

test('a view’s messages are in its part, not in the first chunk’s', () => {
  const keys = parts.views.get('features/keys/keys-view.tsx')
  assert.ok(keys !== undefined, 'Keys is a view loaded lazily with a part of its own')
  for (const id of ['keys.about', 'keys.empty']) {
    assert.ok(keys.has(id), `${id} comes with Keys`)
    assert.ok(!parts.boot.has(id), `${id} is not loaded before the first render`)
  }
  assert.ok(parts.views.get('features/bulk/bulk-view.tsx')?.has('bulk.paste-label') === true)
  assert.ok(!parts.boot.has('bulk.paste-label'))
  // The built modules agree: English's boot part has none of Keys' words, Keys' part has them in every language.
  for (const language of Object.keys(CATALOGUES)) {
    assert.equal(partWords(language, 'boot')['keys.about'], undefined)
    assert.equal(partWords(language, 'keys-view')['keys.about'], CATALOGUES[language]?.['keys.about'])
  }
})

test('what the first screen and the shell say, and what main says by code, are in the first chunk’s part', () => {
  // The skip link, the navigation, the list's own words, the failures a list can show, and a status line main
  // sends as a code (no renderer module names its id: it arrives as data, docs/i18n.md "Main's own sentences").
  for (const id of [
    'shell.skip-to-content',
    'page.keys',
    'list.search-label',
    'errors.step.add-key',
    'catalogue-status.complete',
    // Named by main's menu and by Settings: main's code may send any id it names, so it is never a view's only.
    'menu.save-diagnostics',
  ])
    assert.ok(parts.boot.has(id), `${id} is loaded before the first render`)
  assert.ok(ids.every((id) => parts.boot.has(id) || [...parts.views.values()].some((part) => part.has(id))))
  for (const part of parts.views.values()) for (const id of part) assert.ok(!parts.boot.has(id))
})

test('every view loaded lazily names its part, so its words load with its code', () => {
  assert.deepEqual(lazyViewsWithoutPart(root), [])
})

test('no translator’s note is in the renderer’s parts, and each part holds the words of its language', () => {
  const notes = Object.values(COMMENTS)
  assert.ok(notes.length > 100)
  for (const [id, code] of modules) {
    if (id === LOADER) continue
    for (const note of notes)
      assert.ok(!code.includes(JSON.stringify(note).slice(1, -1)), `${id} holds a note`)
  }
  const de = partWords('de', 'boot')
  assert.equal(de['shell.skip-to-content'], CATALOGUES['de']?.['shell.skip-to-content'])
  assert.equal(Object.keys(de).length, parts.boot.size)
})

test('every language’s slices hold the same ids as the English one', async () => {
  const slices = resolve(root, 'shared/i18n/catalogues/slices')
  const names = readdirSync(slices)
  assert.ok(names.length > 20)
  for (const slice of names) {
    const english = Object.values((await import(resolve(slices, slice, 'en.ts'))) as Record<string, object>)
    assert.equal(english.length, 1, `${slice}/en.ts exports one slice`)
    const want = Object.keys(english[0] ?? {}).sort()
    for (const language of Object.keys(CATALOGUES).filter((l) => l !== 'en')) {
      const translated = Object.values(
        (await import(resolve(slices, slice, `${language}.ts`))) as Record<string, object>,
      )
      assert.equal(translated.length, 1, `${slice}/${language}.ts exports one translation`)
      assert.deepEqual(
        Object.keys(translated[0] ?? {}).sort(),
        want,
        `${slice}/${language}.ts has English's ids`,
      )
    }
  }
})
