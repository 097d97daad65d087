/** Validation of a keys file, with errors that name the file and the field. */
import type { KeysFile } from './types.ts'

/** A keys file that cannot be used; the message names the source and the field. */
export class KeysFileError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'KeysFileError'
  }
}

const USERNAME = /^[a-z0-9_]{3,24}$/
const SCOPES = new Set(['read:public', 'read:me'])

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** True for an ISO 8601 timestamp that Date understands. */
export function isIsoDate(v: string): boolean {
  return /^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v))
}

/** Checks a parsed keys file; `source` (a file name) prefixes every error. */
export function validateKeysFile(value: unknown, source: string): KeysFile {
  const fail = (field: string, problem: string): never => {
    throw new KeysFileError(`${source}: ${field}: ${problem}`)
  }
  if (!isObject(value)) return fail('(top level)', 'must be an object with "accounts" and "keys"')
  const { accounts, keys } = value
  if (!Array.isArray(accounts)) return fail('accounts', 'must be an array')
  if (!Array.isArray(keys)) return fail('keys', 'must be an array')
  const names = new Set<string>()
  accounts.forEach((a: unknown, i) => {
    const at = `accounts[${i}]`
    if (!isObject(a)) return fail(at, 'must be an object')
    if (typeof a['username'] !== 'string' || !USERNAME.test(a['username']))
      fail(`${at}.username`, 'must match [a-z0-9_]{3,24}')
    const username = a['username'] as string
    if (names.has(username)) fail(`${at}.username`, `duplicate account "${username}"`)
    names.add(username)
    const dn = a['display_name']
    if (dn !== undefined && dn !== null && typeof dn !== 'string')
      fail(`${at}.display_name`, 'must be a string or null')
    if (a['api_access'] !== 'approved' && a['api_access'] !== 'revoked')
      fail(`${at}.api_access`, 'must be "approved" or "revoked"')
  })
  const seen = new Set<string>()
  keys.forEach((k: unknown, i) => {
    const at = `keys[${i}]`
    if (!isObject(k)) return fail(at, 'must be an object')
    if (typeof k['key'] !== 'string' || !/^\S+$/.test(k['key']))
      fail(`${at}.key`, 'must be a non-empty string without white space')
    if (seen.has(k['key'] as string)) fail(`${at}.key`, 'duplicate key')
    seen.add(k['key'] as string)
    if (typeof k['owner'] !== 'string' || !names.has(k['owner']))
      fail(`${at}.owner`, 'must be the username of an account in "accounts"')
    const scopes = k['scopes']
    if (!Array.isArray(scopes)) fail(`${at}.scopes`, 'must be an array')
    ;(scopes as unknown[]).forEach((s, j) => {
      if (typeof s !== 'string' || !SCOPES.has(s))
        fail(`${at}.scopes[${j}]`, 'must be "read:public" or "read:me"')
    })
    if (k['status'] !== 'active' && k['status'] !== 'revoked')
      fail(`${at}.status`, 'must be "active" or "revoked"')
    const exp = k['expires_at']
    if (exp !== undefined && exp !== null && (typeof exp !== 'string' || !isIsoDate(exp)))
      fail(`${at}.expires_at`, 'must be an ISO 8601 timestamp or null')
    if (k['label'] !== undefined && typeof k['label'] !== 'string') fail(`${at}.label`, 'must be a string')
  })
  return value as unknown as KeysFile
}

/** Parses and checks the text of a keys file. */
export function parseKeysFile(text: string, source: string): KeysFile {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (err) {
    throw new KeysFileError(`${source}: not valid JSON (${(err as Error).message})`)
  }
  return validateKeysFile(value, source)
}
