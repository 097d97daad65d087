import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { ERROR_CODES } from '../../../../shared/api/error-codes.ts'
import type { IpcError } from '../../../../shared/ipc/common.ts'
import { asIpcErrorCode } from '../../../../shared/ipc/error-kinds.ts'
import { ExplorerError } from '../../../../renderer/src/lib/call-error.ts'
import { explainError, isNotFound } from '../../../../renderer/src/lib/error-text.ts'

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

const generic = explainError(null)

function assertComplete(text: ReturnType<typeof explainError>, what: string): void {
  for (const field of ['title', 'explanation', 'nextStep'] as const) {
    assert.ok(text[field].trim().length > 0, `${what}: empty ${field}`)
  }
}

describe('explainError', () => {
  test('every API code of the closed set has its own title, explanation and next step', () => {
    const titles = new Set<string>()
    for (const code of ERROR_CODES) {
      const text = explainError(new ExplorerError(ipcError({ kind: 'api', code })))
      assertComplete(text, code)
      assert.notEqual(text.title, generic.title, `${code} falls back to the generic text`)
      titles.add(text.title)
    }
    // too_many_invalid_attempts and locked_out may share wording, but API codes are told apart.
    assert.ok(titles.size >= ERROR_CODES.length - 1)
  })

  test('every code of the core has its own text', () => {
    for (const code of CORE_CODES) {
      const text = explainError(ipcError({ kind: 'core', code }))
      assertComplete(text, code)
      assert.notEqual(text.title, generic.title, code)
    }
  })

  test('every kind of non-API failure has its own text, whatever code comes with it', () => {
    for (const kind of KINDS) {
      const text = explainError(ipcError({ kind, code: 'client_error' }))
      assertComplete(text, kind)
      assert.notEqual(text.title, generic.title, kind)
    }
  })

  test('an address that answers but is not the API says so, with the /v1/api hint, not "not answering"', () => {
    const text = explainError(ipcError({ kind: 'not_api', code: 'not_api', status: 404 }))
    assert.match(text.title, /not the Bridge API/)
    assert.match(text.nextStep, /\/v1\/api/)
    assert.notEqual(text.title, explainError(ipcError({ kind: 'network', code: 'network_error' })).title)
    // A 404 on a resource stays "not found": the kind decides before the status does.
    assert.notEqual(
      text.title,
      explainError(ipcError({ kind: 'parse', code: 'parse_error', status: 404 })).title,
    )
  })

  test('export and file errors have their own titles, with the core’s words, not the generic text or Keys', () => {
    const message = 'The export could not write its file in /tmp: the disk is full. 300 rows are kept.'
    const file = explainError(ipcError({ kind: 'export', code: 'file_error', message }))
    assert.equal(file.title, 'The export file could not be written')
    assert.equal(file.explanation, message)
    const stopped = explainError(
      ipcError({ kind: 'export', code: 'failed', message: 'stopped after 3 pages' }),
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
      explainError(ipcError({ kind: 'config', code: 'file_error', message })),
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
    )
    assert.equal(text.title, 'The app refused its own request')
    assert.match(text.explanation, /Label: contains an invisible direction control \(U\+202E\)\.$/)
  })

  test('a wait that is too long is explained as a wait, not as a plain rate limit', () => {
    const waiting = explainError(ipcError({ kind: 'wait_too_long', code: 'rate_limited' }))
    const limited = explainError(ipcError({ kind: 'api', code: 'rate_limited' }))
    assert.notEqual(waiting.title, limited.title)
  })

  test('a wait refused before sending says nothing was sent; one an answer asked for says the service asked', () => {
    const retryAt = Date.UTC(2026, 10, 27, 15, 4)
    const refused = explainError(ipcError({ kind: 'wait_too_long', code: 'rate_limited', retryAt }))
    assert.match(refused.explanation, /chose not to wait and sent nothing/)
    assert.doesNotMatch(`${refused.title} ${refused.explanation}`, /failed|429|tried again/i)
    // With the day: a wait the app would not make may end on another day.
    assert.match(refused.nextStep, /^Try again after Nov \d+, .+, when the wait is over\.$/)
    const asked = explainError(
      ipcError({ kind: 'wait_too_long', code: 'rate_limited', status: 429, retryAt }),
    )
    assert.equal(asked.title, 'The service asked for a long wait')
    assert.doesNotMatch(asked.explanation, /sent nothing/)
    // Without a time, the step names none.
    const unknown = explainError(ipcError({ kind: 'wait_too_long', code: 'rate_limited' }))
    assert.equal(unknown.nextStep, 'Try again once the window opens; the Rate limit view shows when.')
  })

  test('a request held back after failing 4 times says so, not that the rate limit is spent', () => {
    const retryAt = Date.UTC(2026, 10, 27, 15, 4)
    const held = explainError(ipcError({ kind: 'wait_too_long', code: 'service_unavailable', retryAt }))
    assert.equal(held.title, 'Not sent: this request kept failing')
    assert.match(held.explanation, /failed this same request 4 times in a row/)
    assert.doesNotMatch(held.explanation, /rate limit|used the requests/i)
    assert.match(held.nextStep, /^Try again after Nov \d+, .+, when the wait is over\.$/)
  })

  test('a blocked key says why it was blocked and that the app stopped using it', () => {
    const text = explainError(ipcError({ kind: 'key_blocked', code: 'key_revoked' }))
    assert.equal(text.title, explainError(ipcError({ code: 'key_revoked' })).title)
    assert.match(text.explanation, /stopped sending requests/)
  })

  test('a key the keychain would not give names the keychain and what to do, never a refusal', () => {
    for (const [code, next] of [
      ['keychain_unavailable', /Keychain panel in Keys names the exact fix/],
      ['keychain_locked', /^Unlock the keychain/],
      ['secret_missing', /^Add the key again in Keys/],
    ] as const) {
      const text = explainError(ipcError({ kind: 'key_unreadable', code, message: 'the vault’s words' }))
      assert.match(text.title, /keychain/, code)
      assert.match(text.nextStep, next, code)
      assert.doesNotMatch(`${text.title} ${text.explanation}`, /refused|401|not recognised/i, code)
    }
    // Each says only its own cause: a locked keychain still holds the key, and one without it is not locked.
    const said = (code: string) => {
      const t = explainError(ipcError({ kind: 'key_unreadable', code, message: 'x' }))
      return `${t.title} ${t.explanation} ${t.nextStep}`
    }
    assert.doesNotMatch(said('keychain_locked'), /add the key again|deleted|not running/i)
    assert.doesNotMatch(said('secret_missing'), /locked|unlock/i)
    assert.doesNotMatch(said('keychain_unavailable'), /locked|add the key again/i)
  })

  test('names the missing scope when the key lacks one', () => {
    const text = explainError(ipcError({ code: 'insufficient_scope', status: 403, missingScope: 'read:me' }))
    assert.equal(text.missingScope, 'read:me')
    assert.match(text.explanation, /read:me/)
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
      const text = explainError(e)
      assertComplete(text, String(e))
      assert.equal(text.title, generic.title)
      assert.equal(text.missingScope, null)
    }
  })

  test('reads a bare IpcError as well as an ExplorerError', () => {
    assert.equal(
      explainError(ipcError({ code: 'not_found' })).title,
      explainError(new ExplorerError(ipcError({ code: 'not_found' }))).title,
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
  const text = explainError(ipcError({ kind: 'shape', code: 'shape', field: 'data[3].suggestor.verified' }))
  assert.match(text.explanation, /data\[3\]\.suggestor\.verified/)
  assert.doesNotMatch(explainError(ipcError({ kind: 'parse', code: 'parse', field: 'x' })).explanation, /“x”/)
})

test('a core failure without its own entry shows the core’s plain-language message, not a generic one', () => {
  const text = explainError(
    ipcError({ kind: 'vault', code: 'metadata_io', message: 'The key list could not be saved.' }),
  )
  assert.equal(text.explanation, 'The key list could not be saved.')
  const known = explainError(ipcError({ kind: 'vault', code: 'secret_missing', message: 'x' }))
  assert.match(known.title, /not in the system keychain/)
})

describe('messages match what the app does', () => {
  const text = (over: Partial<IpcError>) => explainError(new ExplorerError(ipcError(over)))

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
  const text = explainError({ kind: 'vault', code: 'invalid_input', message })
  assert.equal(text.title, 'This key cannot be saved as typed')
  assert.equal(text.explanation, message)
  assert.doesNotMatch(`${text.title} ${text.explanation} ${text.nextStep}`, /Something went wrong|Developer/)
})
