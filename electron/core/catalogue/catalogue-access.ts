/**
 * Whether the catalogue may answer now. It is filed per service, since every key of one service reads the same
 * public data (README, "The catalogue"), so its rows must be shown only while the key in use may read that data
 * itself: a key the service refused (401), or one without the `read:public` scope (403 insufficient_scope,
 * openapi.yaml `x-required-scope`), gets the same refusal from the catalogue as from the service, never rows read
 * with an earlier key. A key the service has not answered yet is not refused: the walk asks for the newest page as
 * soon as a key is put in use (catalogue.ts), so its first answer settles the matter within one request.
 */
import { ERROR_CODES, KEY_STATE_OF_CODE } from '../../../shared/api/error-codes.ts'
import type { KeyState } from '../../../shared/ipc/common.ts'
import type { CatalogueWithheldReason } from '../../../shared/ipc/catalogue.ts'
import { ApiError } from '../api/index.ts'

/** The verdict on the key in use, with the refusal the catalogue's reads fail with while it is 'no'. */
export type CatalogueAccess =
  { may: 'yes' } | { may: 'unknown' } | { may: 'no'; reason: CatalogueWithheldReason; error: ApiError }

/** What is known of the key in use, from the places that already record it. */
export interface AccessFacts {
  /** The demo's own key, made with every scope (electron/service/demo-keys.ts). */
  demo: boolean
  /** The error the key's scheduler fails calls with after a 401 in this run (RateScheduler.keyBlockedError). */
  blocked: ApiError | null
  /** The saved key's state (KeyInfo.state); null for the demo key. */
  keyState: KeyState | null
  /** `read:public` for this key as the usage matrix judges it (usage/scope-matrix.ts scopeCell). */
  publicScope: 'allowed' | 'denied' | 'unknown'
}

/** The 401 code that proves a stored key state (the inverse of KEY_STATE_OF_CODE). */
function codeOfState(state: KeyState): (typeof ERROR_CODES)[number] {
  return ERROR_CODES.find((c) => KEY_STATE_OF_CODE[c] === state) ?? 'invalid_api_key'
}

const refused = (code: (typeof ERROR_CODES)[number]): CatalogueAccess => ({
  may: 'no',
  reason: 'key_refused',
  error: new ApiError(`the key in use was refused (${code}); the catalogue answers only for a working key`, {
    kind: 'key_blocked',
    code,
  }),
})

/** The catalogue's access from the facts: a refusal first, then the scope, then what the key has shown. */
export function accessOf(f: AccessFacts): CatalogueAccess {
  if (f.blocked) return { may: 'no', reason: 'key_refused', error: f.blocked }
  if (f.keyState !== null && f.keyState !== 'unknown' && f.keyState !== 'active')
    return refused(codeOfState(f.keyState))
  if (f.publicScope === 'denied')
    return {
      may: 'no',
      reason: 'key_scope',
      error: new ApiError('the key in use lacks the read:public scope the catalogue’s data needs', {
        kind: 'api',
        code: 'insufficient_scope',
        status: 403,
        missingScope: 'read:public',
      }),
    }
  if (f.demo || f.publicScope === 'allowed') return { may: 'yes' }
  return { may: 'unknown' }
}
