// Which saved key is offered for a missing scope, and when the key in use is known to lack one: both read by the
// usage matrix's rule (the newer of the key's check and the service's answers). Pure: keys and answers as data.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { keyWithScope, lacksScope } from '../../../../electron/core/keys/scope-holders.ts'
import type { ScopeAnswer } from '../../../../electron/core/usage/scope-matrix.ts'
import type { KeyInfo } from '../../../../shared/ipc/keys.ts'

const SERVICE = 'http://127.0.0.1:8790/v1/api'
const OTHER = 'http://127.0.0.1:9999/v1/api'

function key(
  id: string,
  over: Partial<KeyInfo> & { granted?: string[]; missing?: string[]; at?: string },
): KeyInfo {
  const { granted, missing, at = '2026-12-07T10:00:00Z', ...rest } = over
  return {
    id,
    label: id,
    serviceUrl: SERVICE,
    prefix: 'bxk_',
    last4: 'abcd',
    addedAt: '2026-12-01T00:00:00Z',
    lastCheck:
      granted || missing
        ? { result: { scopes: { granted: granted ?? [], missing: missing ?? [], unknown: [] } }, at }
        : null,
    scopes: null,
    state: 'active',
    active: false,
    ...rest,
  }
}

const noAnswers = (): readonly ScopeAnswer[] => []
const inUse = { serviceUrl: SERVICE, exceptId: 'me-only' }

test('the key offered for read:public is a saved key of the same service whose check granted it', () => {
  const keys = [
    key('me-only', { label: 'Me only', granted: ['read:me'], missing: ['read:public'], active: true }),
    key('full', { label: 'Full', granted: ['read:public', 'read:me'] }),
  ]
  assert.deepEqual(keyWithScope(keys, noAnswers, 'read:public', inUse), { id: 'full', label: 'Full' })
})

test('no key is offered when no other saved key is proven to have the scope', () => {
  const keys = [
    key('me-only', { granted: ['read:me'], missing: ['read:public'], active: true }),
    key('unchecked', {}),
    key('also-me-only', { granted: ['read:me'], missing: ['read:public'] }),
  ]
  assert.equal(keyWithScope(keys, noAnswers, 'read:public', inUse), null)
})

test('a key of another service, a refused key or one in a locked keychain is never offered', () => {
  const full = { granted: ['read:public', 'read:me'] }
  const keys = [
    key('elsewhere', { ...full, serviceUrl: OTHER }),
    key('revoked', { ...full, state: 'revoked' }),
    key('locked', { ...full, keychainLocked: true }),
  ]
  assert.equal(keyWithScope(keys, noAnswers, 'read:public', inUse), null)
})

test('an answer of the service newer than the check decides: a 403 since the check takes the key out', () => {
  const keys = [key('full', { granted: ['read:public'], at: '2026-12-07T10:00:00Z' })]
  const denied: ScopeAnswer[] = [
    { endpoint: '/stats', verdict: 'denied', at: Date.parse('2026-12-07T11:00:00Z') },
  ]
  assert.equal(
    keyWithScope(keys, () => denied, 'read:public', inUse),
    null,
  )
  const allowed: ScopeAnswer[] = [{ endpoint: '/bridges', verdict: 'allowed', at: 1 }]
  assert.deepEqual(
    keyWithScope([key('unchecked', {})], () => allowed, 'read:public', inUse),
    { id: 'unchecked', label: 'unchecked' },
  )
})

test('of two keys that have the scope, the one proven most recently is offered', () => {
  const keys = [
    key('older', { granted: ['read:public'], at: '2026-12-01T00:00:00Z' }),
    key('newer', { granted: ['read:public'], at: '2026-12-07T00:00:00Z' }),
  ]
  assert.equal(keyWithScope(keys, noAnswers, 'read:public', inUse)?.id, 'newer')
})

test('a key is known to lack a scope once its check or an answer proved it, until a newer check grants it', () => {
  const meOnly = key('me-only', {
    granted: ['read:me'],
    missing: ['read:public'],
    at: '2026-12-07T10:00:00Z',
  })
  assert.equal(lacksScope(meOnly, [], 'read:public'), true)
  assert.equal(lacksScope(meOnly, [], 'read:me'), false)
  assert.equal(lacksScope(key('unchecked', {}), [], 'read:public'), false)
  const refused: ScopeAnswer[] = [{ endpoint: '/bridges/{slug}', verdict: 'denied', at: 5 }]
  assert.equal(lacksScope(key('unchecked', {}), refused, 'read:public'), true)
  const checkedAgain = { ...meOnly, lastCheck: { ...meOnly.lastCheck!, at: '2026-12-07T12:00:00Z' } }
  const grantedLater = key('me-only', { granted: ['read:public', 'read:me'], at: '2026-12-07T12:00:00Z' })
  assert.equal(lacksScope(checkedAgain, [], 'read:public'), true)
  assert.equal(lacksScope(grantedLater, refused, 'read:public'), false)
})
