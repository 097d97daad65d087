import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { ERROR_CODES } from '../../../../shared/api/error-codes.ts'
import type { IpcError } from '../../../../shared/ipc/common.ts'
import { asIpcErrorCode } from '../../../../shared/ipc/error-kinds.ts'
import { ExplorerError } from '../../../../renderer/src/lib/call-error.ts'
import { explainError, isNotFound } from '../../../../renderer/src/lib/error-text.ts'
import { IntlMessageFormat } from 'intl-messageformat'
import { ar as arCatalogue } from '../../../../shared/i18n/catalogues/ar.ts'
import type { Catalogue } from '../../../../shared/i18n/catalogues/en.ts'
import { ja as jaCatalogue } from '../../../../shared/i18n/catalogues/ja.ts'
import { pl as plCatalogue } from '../../../../shared/i18n/catalogues/pl.ts'
import { setFormats } from '../../../../shared/i18n/format.ts'
import { resolveLocale, type Language } from '../../../../shared/i18n/locales.ts'
import { makeTranslate, type Translate } from '../../../../shared/i18n/translate.ts'
import {
  CORE_CODES as CORE_CODE_WORDS,
  KINDS as KIND_WORDS,
} from '../../../../renderer/src/lib/error-words.ts'
import { englishWords } from '../../../../electron/i18n/main-words.ts'

const CORE_CODES = [
  'no_key',
  'keychain_unavailable',
  'invalid_payload',
  'untrusted_sender',
  'preview_unreachable',
]
const KINDS = [
  'not_api',
  'network',
  'timeout',
  'parse',
  'shape',
  'wait_too_long',
  'locked_out',
  'key_blocked',
  'cancelled',
]

/** An error as it arrives over the wire: kind and code may be anything a newer or hostile sender put there. */
function ipcError(
  over: Partial<Omit<IpcError, 'kind' | 'code'>> & { kind?: string; code?: string },
): IpcError {
  return {
    kind: 'api',
    code: 'internal_error',
    message: 'x',
    status: null,
    retryAt: null,
    missingScope: null,
    field: null,
    ...over,
  } as IpcError
}

const generic = explainError(null, englishWords)

function assertComplete(text: ReturnType<typeof explainError>, what: string): void {
  for (const field of ['title', 'explanation', 'nextStep'] as const) {
    assert.ok(text[field].trim().length > 0, `${what}: empty ${field}`)
  }
}

describe('explainError', () => {
  test('every API code of the closed set has its own title, explanation and next step', () => {
    const titles = new Set<string>()
    for (const code of ERROR_CODES) {
      const text = explainError(new ExplorerError(ipcError({ kind: 'api', code })), englishWords)
      assertComplete(text, code)
      assert.notEqual(text.title, generic.title, `${code} falls back to the generic text`)
      titles.add(text.title)
    }
    // too_many_invalid_attempts and locked_out may share wording, but API codes are told apart.
    assert.ok(titles.size >= ERROR_CODES.length - 1)
  })

  test('every code of the core has its own text', () => {
    for (const code of CORE_CODES) {
      const text = explainError(ipcError({ kind: 'core', code }), englishWords)
      assertComplete(text, code)
      assert.notEqual(text.title, generic.title, code)
    }
  })

  test('every kind of non-API failure has its own text, whatever code comes with it', () => {
    for (const kind of KINDS) {
      const text = explainError(ipcError({ kind, code: 'client_error' }), englishWords)
      assertComplete(text, kind)
      assert.notEqual(text.title, generic.title, kind)
    }
  })

  test('an address that answers but is not the API says so, with the /v1/api hint, not "not answering"', () => {
    const text = explainError(ipcError({ kind: 'not_api', code: 'not_api', status: 404 }), englishWords)
    assert.match(text.title, /not the Bridge API/)
    assert.match(text.nextStep, /\/v1\/api/)
    assert.notEqual(
      text.title,
      explainError(ipcError({ kind: 'network', code: 'network_error' }), englishWords).title,
    )
    // A 404 on a resource stays "not found": the kind decides before the status does.
    assert.notEqual(
      text.title,
      explainError(ipcError({ kind: 'parse', code: 'parse_error', status: 404 }), englishWords).title,
    )
  })

  test('export and file errors have their own titles, with the core’s words, not the generic text or Keys', () => {
    const message = 'The export could not write its file in /tmp: the disk is full. 300 rows are kept.'
    const file = explainError(ipcError({ kind: 'export', code: 'file_error', message }), englishWords)
    assert.equal(file.title, 'The export file could not be written')
    assert.equal(file.explanation, message)
    const stopped = explainError(
      ipcError({ kind: 'export', code: 'failed', message: 'stopped after 3 pages' }),
      englishWords,
    )
    assert.equal(stopped.title, 'The export stopped')
    for (const text of [file, stopped]) {
      assert.notEqual(text.title, generic.title)
      assert.doesNotMatch(`${text.explanation} ${text.nextStep}`, /Keys/)
    }
  })

  test('every other file the app could not save is said in one text with the core’s words, never “Something went wrong”', () => {
    const saves = [
      'Could not save your preferences to /u/preferences.json (the disk is full); nothing was changed.',
      'Could not save your views to /u/saved-views.json (the disk is full); nothing was changed.',
      'Could not save the pin to /u/history.sqlite (the disk is full); nothing was changed.',
    ]
    const texts = saves.map((message) =>
      explainError(ipcError({ kind: 'config', code: 'file_error', message }), englishWords),
    )
    for (const [i, text] of texts.entries()) {
      assert.equal(text.explanation, saves[i])
      assert.equal(text.title, texts[0]!.title)
      assert.notEqual(text.title, generic.title)
      assert.match(text.nextStep, /free some space/)
    }
  })

  test('a value refused at the boundary names its field and what is wrong with it', () => {
    const text = explainError(
      ipcError({
        kind: 'validation',
        code: 'invalid_payload',
        message: 'payload.label: contains an invisible direction control (U+202E)',
        field: 'label',
      }),
      englishWords,
    )
    assert.equal(text.title, 'The app refused its own request')
    assert.match(text.explanation, /Label: contains an invisible direction control \(U\+202E\)\.$/)
  })

  test('a wait that is too long is explained as a wait, not as a plain rate limit', () => {
    const waiting = explainError(ipcError({ kind: 'wait_too_long', code: 'rate_limited' }), englishWords)
    const limited = explainError(ipcError({ kind: 'api', code: 'rate_limited' }), englishWords)
    assert.notEqual(waiting.title, limited.title)
  })

  test('a wait refused before sending says nothing was sent; one an answer asked for says the service asked', () => {
    const retryAt = Date.UTC(2026, 10, 27, 15, 4)
    const refused = explainError(
      ipcError({ kind: 'wait_too_long', code: 'rate_limited', retryAt }),
      englishWords,
    )
    assert.match(refused.explanation, /chose not to wait and sent nothing/)
    assert.doesNotMatch(`${refused.title} ${refused.explanation}`, /failed|429|tried again/i)
    // With the day: a wait the app would not make may end on another day.
    assert.match(refused.nextStep, /^Try again after Nov \d+, .+, when the wait is over\.$/)
    const asked = explainError(
      ipcError({ kind: 'wait_too_long', code: 'rate_limited', status: 429, retryAt }),
      englishWords,
    )
    assert.equal(asked.title, 'The service asked for a long wait')
    assert.doesNotMatch(asked.explanation, /sent nothing/)
    // Without a time, the step names none.
    const unknown = explainError(ipcError({ kind: 'wait_too_long', code: 'rate_limited' }), englishWords)
    assert.equal(unknown.nextStep, 'Try again once the window opens; the Rate limit view shows when.')
  })

  test('a request held back after failing 4 times says so, not that the rate limit is spent', () => {
    const retryAt = Date.UTC(2026, 10, 27, 15, 4)
    const held = explainError(
      ipcError({ kind: 'wait_too_long', code: 'service_unavailable', retryAt }),
      englishWords,
    )
    assert.equal(held.title, 'Not sent: this request kept failing')
    assert.match(held.explanation, /failed this same request 4 times in a row/)
    assert.doesNotMatch(held.explanation, /rate limit|used the requests/i)
    assert.match(held.nextStep, /^Try again after Nov \d+, .+, when the wait is over\.$/)
  })

  test('a blocked key says why it was blocked and that the app stopped using it', () => {
    const text = explainError(ipcError({ kind: 'key_blocked', code: 'key_revoked' }), englishWords)
    assert.equal(text.title, explainError(ipcError({ code: 'key_revoked' }), englishWords).title)
    assert.match(text.explanation, /stopped sending requests/)
  })

  test('a key the keychain would not give names the keychain and what to do, never a refusal', () => {
    for (const [code, next] of [
      ['keychain_unavailable', /Keychain panel in Keys names the exact fix/],
      ['keychain_locked', /^Unlock the keychain/],
      ['secret_missing', /^Add the key again in Keys/],
    ] as const) {
      const text = explainError(
        ipcError({ kind: 'key_unreadable', code, message: 'the vault’s words' }),
        englishWords,
      )
      assert.match(text.title, /keychain/, code)
      assert.match(text.nextStep, next, code)
      assert.doesNotMatch(`${text.title} ${text.explanation}`, /refused|401|not recognised/i, code)
    }
    // Each says only its own cause: a locked keychain still holds the key, and one without it is not locked.
    const said = (code: string) => {
      const t = explainError(ipcError({ kind: 'key_unreadable', code, message: 'x' }), englishWords)
      return `${t.title} ${t.explanation} ${t.nextStep}`
    }
    assert.doesNotMatch(said('keychain_locked'), /add the key again|deleted|not running/i)
    assert.doesNotMatch(said('secret_missing'), /locked|unlock/i)
    assert.doesNotMatch(said('keychain_unavailable'), /locked|add the key again/i)
  })

  test('names the missing scope when the key lacks one', () => {
    const text = explainError(
      ipcError({ code: 'insufficient_scope', status: 403, missingScope: 'read:me' }),
      englishWords,
    )
    assert.equal(text.missingScope, 'read:me')
    assert.match(text.explanation, /read:me/)
    assert.equal(text.notSent, false, 'a 403 is an answer: the request went out')
  })

  test('a missing scope the core knew of before sending is told as not sent', () => {
    const notSent = { code: 'insufficient_scope', status: null, missingScope: 'read:public' }
    const text = explainError(ipcError(notSent), englishWords)
    assert.equal(text.missingScope, 'read:public')
    assert.equal(text.notSent, true)
  })

  test('unknown codes, odd values and prototype names fall back to the generic text', () => {
    for (const e of [
      undefined,
      42,
      'boom',
      new Error('x'),
      {},
      ipcError({ kind: '__proto__', code: 'constructor' }),
    ]) {
      const text = explainError(e, englishWords)
      assertComplete(text, String(e))
      assert.equal(text.title, generic.title)
      assert.equal(text.missingScope, null)
    }
  })

  test('reads a bare IpcError as well as an ExplorerError', () => {
    assert.equal(
      explainError(ipcError({ code: 'not_found' }), englishWords).title,
      explainError(new ExplorerError(ipcError({ code: 'not_found' })), englishWords).title,
    )
  })
})

describe('isNotFound', () => {
  test('is true only for not_found', () => {
    assert.equal(isNotFound(new ExplorerError(ipcError({ code: 'not_found', status: 404 }))), true)
    assert.equal(isNotFound(new ExplorerError(ipcError({ code: 'validation_failed' }))), false)
    assert.equal(isNotFound(null), false)
  })
})

test('a shape error names the unusable field in its explanation', () => {
  const text = explainError(
    ipcError({ kind: 'shape', code: 'shape', field: 'data[3].suggestor.verified' }),
    englishWords,
  )
  assert.match(text.explanation, /data\[3\]\.suggestor\.verified/)
  assert.doesNotMatch(
    explainError(ipcError({ kind: 'parse', code: 'parse', field: 'x' }), englishWords).explanation,
    /“x”/,
  )
})

test('a core failure without its own entry shows the core’s plain-language message, not a generic one', () => {
  const text = explainError(
    ipcError({ kind: 'vault', code: 'metadata_io', message: 'The key list could not be saved.' }),
    englishWords,
  )
  assert.equal(text.explanation, 'The key list could not be saved.')
  const known = explainError(ipcError({ kind: 'vault', code: 'secret_missing', message: 'x' }), englishWords)
  assert.match(known.title, /not in the system keychain/)
})

describe('messages match what the app does', () => {
  const text = (over: Partial<IpcError>) => explainError(new ExplorerError(ipcError(over)), englishWords)

  test('the 429 text promises no automatic retry and names no fixed limit', () => {
    const t = text({ code: 'rate_limited', status: 429 })
    assert.doesNotMatch(`${t.explanation} ${t.nextStep}`, /retries by itself|60 requests/)
  })

  test('an unreadable error body is explained by its status, not as "could not be read"', () => {
    const expect: [number, RegExp][] = [
      [401, /refused the key/],
      [429, /Too many requests/],
      [503, /down for a moment/],
      [500, /service had a problem/],
    ]
    for (const [status, title] of expect) {
      const t = text({ kind: 'parse', code: 'parse_error', status })
      assert.match(t.title, title, String(status))
      assert.doesNotMatch(t.title, /could not be read/, String(status))
    }
    assert.match(text({ kind: 'parse', code: 'parse_error', status: 200 }).title, /could not be read/)
  })

  test('a connection reset in the middle of an answer is not "the computer may be offline"', () => {
    const t = text({ kind: 'network', code: 'network_error', status: 200 })
    assert.match(t.title, /cut off/)
    assert.doesNotMatch(t.explanation, /offline/)
    assert.match(text({ kind: 'network', code: 'network_error', status: null }).explanation, /offline/)
  })

  test('a key blocked after a 401 with a code the app does not know says the key was refused', () => {
    for (const code of ['constructor', '__proto__', 'quota_gone']) {
      const t = text({ kind: 'key_blocked', code: asIpcErrorCode(code), status: null })
      assert.match(t.title, /refused the key/, code)
    }
  })
})

test('a key refused as typed says what is wrong with it, never "Something went wrong" nor the Developer view', () => {
  const message = 'Paste only the key itself, without the word "Bearer" in front of it.'
  const text = explainError({ kind: 'vault', code: 'invalid_input', message }, englishWords)
  assert.equal(text.title, 'This key cannot be saved as typed')
  assert.equal(text.explanation, message)
  assert.doesNotMatch(`${text.title} ${text.explanation} ${text.nextStep}`, /Something went wrong|Developer/)
})

describe('explainError in other languages (docs/i18n.md)', () => {
  const words = (language: Language, formats: string, catalogue: Catalogue) =>
    makeTranslate(IntlMessageFormat, catalogue, resolveLocale({ language, formats }, []))
  const retryAt = Date.UTC(2026, 10, 27, 15, 4)
  // Every entry of the tables, and each sentence explainError adds to one.
  // Without a message of the core's (which stays as the core wrote it: docs/i18n.md, "Not done yet").
  const bare = (over: Parameters<typeof ipcError>[0]) => ipcError({ message: '', ...over })
  const failures: unknown[] = [
    ...ERROR_CODES.map((code) => bare({ kind: 'api', code })),
    ...Object.keys(CORE_CODE_WORDS).map((code) => bare({ kind: 'core', code })),
    ...Object.keys(KIND_WORDS).map((kind) => bare({ kind, code: 'client_error' })),
    null,
    bare({ kind: 'parse', code: 'parse_error', status: 401 }),
    bare({ kind: 'network', code: 'network_error', status: 200 }),
    bare({ kind: 'wait_too_long', code: 'rate_limited', retryAt }),
    bare({ kind: 'wait_too_long', code: 'rate_limited', status: 429, retryAt }),
    bare({ kind: 'wait_too_long', code: 'service_unavailable', retryAt }),
    bare({ kind: 'key_blocked', code: 'key_revoked' }),
    bare({ kind: 'export', code: 'failed' }),
    bare({ kind: 'export', code: 'file_error' }),
    bare({ kind: 'config', code: 'file_error' }),
    bare({ kind: 'shape', code: 'shape', field: 'data[3].suggestor.verified' }),
    bare({ code: 'insufficient_scope', status: 403, missingScope: 'read:me' }),
  ]
  const said = (e: unknown, t: Translate): string => {
    const text = explainError(e, t)
    return `${text.title} ${text.explanation} ${text.nextStep}`
  }
  // What an isolate holds (an id, a scope, a path) is not words, and keeps its own direction.
  const outsideIsolates = (s: string): string => s.replace(/\u2068[^\u2069]*\u2069/g, '')

  test('Polish words every failure fully: no sentence and no word of the English is left', (t) => {
    setFormats('pl-PL')
    t.after(() => setFormats(undefined))
    const pl = words('pl', 'pl-PL', plCatalogue)
    // The product's name and words Polish writes as English does.
    const shared = new Set([
      'bridge',
      'explorer',
      'proxy',
      'offline',
      'limit',
      'problem',
      'operator',
      'panel',
    ])
    for (const e of failures) {
      const english = explainError(e, englishWords)
      const polish = explainError(e, pl)
      for (const field of ['title', 'explanation', 'nextStep'] as const)
        assert.notEqual(polish[field], english[field], `${JSON.stringify(e)}: ${field} is English`)
      const englishWordsOf = new Set(
        outsideIsolates(said(e, englishWords))
          .toLowerCase()
          .match(/[a-z]{4,}/g)
          ?.filter((w) => !shared.has(w)),
      )
      const left = outsideIsolates(said(e, pl))
        .toLowerCase()
        .match(/[a-ząćęłńóśźż]{4,}/g)
        ?.filter((w) => englishWordsOf.has(w))
      assert.deepEqual(left ?? [], [], JSON.stringify(e))
    }
  })

  test('Arabic words every failure fully: no Latin letters outside ids, but the product’s and API’s names', (t) => {
    setFormats('ar-EG')
    t.after(() => setFormats(undefined))
    const ar = words('ar', 'ar-EG', arCatalogue)
    const names = new Set(['API', 'URL', 'Bridge', 'Explorer'])
    for (const e of failures) {
      const latin = outsideIsolates(said(e, ar))
        .match(/[A-Za-z]+/g)
        ?.filter((w) => !names.has(w))
      assert.deepEqual(latin ?? [], [], JSON.stringify(e))
    }
  })

  test('an id inside Arabic text is isolated, so it keeps its left-to-right order', () => {
    const ar = words('ar', 'ar-EG', arCatalogue)
    const scope = explainError(
      ipcError({ code: 'insufficient_scope', status: 403, missingScope: 'read:me' }),
      ar,
    )
    assert.match(scope.explanation, /«\u2068read:me\u2069»/)
    assert.equal(scope.missingScope, 'read:me')
    const shape = explainError(ipcError({ kind: 'shape', code: 'shape', field: 'data[3].title' }), ar)
    assert.match(shape.explanation, /\u2068data\[3\]\.title\u2069/)
    const notApi = explainError(ipcError({ kind: 'not_api', code: 'not_api' }), ar)
    assert.match(notApi.nextStep, /\u2068\/v1\/api\u2069/)
  })

  test('the time a wait ends is written in the region of formats, inside the language’s sentence', () => {
    // The app sets the region of formats when it sets the language (app/locale-root.tsx).
    setFormats('ar-EG')
    try {
      const ar = words('ar', 'ar-EG', arCatalogue)
      const held = explainError(ipcError({ kind: 'wait_too_long', code: 'rate_limited', retryAt }), ar)
      assert.match(held.nextStep, /^أعد المحاولة بعد ٢٧ نوفمبر، .*[٠-٩].*، حين ينتهي الانتظار\.$/)
    } finally {
      setFormats(undefined)
    }
  })

  test('Japanese puts no space between the sentences explainError joins', () => {
    const ja = words('ja', 'ja-JP', jaCatalogue)
    const blocked = explainError(ipcError({ kind: 'key_blocked', code: 'key_revoked' }), ja)
    assert.match(blocked.explanation, /使えません。サービスが/)
  })
})
