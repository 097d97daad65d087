import assert from 'node:assert/strict'
import { test } from 'node:test'
import { mainLocale, watchPreferences } from '../../../../electron/i18n/main-words.ts'
import { DEFAULT_PREFERENCES, type Preferences } from '../../../../shared/ipc/preferences.ts'
import type { CorePort } from '../../../../electron/core/app/index.ts'

test('main follows the language and formats chosen, and the system’s when none is', () => {
  assert.deepEqual(mainLocale({ language: 'ar', formats: 'de-CH' }), {
    language: 'ar',
    formats: 'de-CH',
    dir: 'rtl',
  })
  const system = Intl.DateTimeFormat().resolvedOptions().locale
  assert.equal(mainLocale({ language: null, formats: null }).formats, system)
})

test('a change of preferences kept is heard once kept, and a refused one is not', async () => {
  let answer: { ok: true; value: Preferences } | { ok: false; error: string } = {
    ok: true,
    value: { ...DEFAULT_PREFERENCES, language: 'ja' },
  }
  const core = {
    handlers: { 'preferences:set': async () => answer },
    events: { on: () => () => undefined },
  } as unknown as CorePort
  const heard: (string | null)[] = []
  const watched = watchPreferences(core, (p) => heard.push(p.language))
  await watched.handlers['preferences:set']({ language: 'ja' })
  answer = { ok: false, error: 'refused' }
  await watched.handlers['preferences:set']({ language: 'xx' })
  assert.deepEqual(heard, ['ja'])
})
