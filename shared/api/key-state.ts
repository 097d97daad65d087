/**
 * What the service has said about a key as a whole, as last seen: a state of the API's key (the 401 codes of
 * openapi.yaml prove each refused one, error-codes.ts) that the keys list, the usage matrix and the contract show.
 */

/** Where a saved key stands with its service, as last seen (the keys list and the usage matrix both show it). */
export type KeyState = 'unknown' | 'active' | 'missing' | 'invalid' | 'revoked' | 'expired' | 'access_revoked'

/** The state a 401 puts a key in: a stored key state that only a refusal can prove. */
export type RefusedKeyState = Exclude<KeyState, 'unknown' | 'active'>
