import { readFile } from 'node:fs/promises'
import { moveAside, writeFileAtomic } from '../files/atomic-file.ts'
import { cannotSave, fileErrorCode as errorCode } from '../files/file-problem.ts'
import { KeyVaultError, MetadataCorruptError, NewerVaultFileError } from './errors.ts'
import { KEY_STATES, type JsonValue, type KeyRecord, type VaultFile } from './types.ts'

/** Name of the metadata file inside the user-data folder. */
export const METADATA_FILE_NAME = 'key-vault.json'

/** An empty vault, as a new value each call. */
export function emptyVaultFile(): VaultFile {
  return { version: 1, keys: [], active: {} }
}

/** Reads the metadata file; null when it does not exist yet. Throws `MetadataCorruptError` for unreadable content. */
export async function readVaultFile(path: string): Promise<VaultFile | null> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null
    throw new KeyVaultError(
      'metadata_io',
      `Could not read the saved key list at ${path} (${errorCode(error)}).`,
    )
  }
  return parseVaultFile(text, path)
}

/** Parses and checks the metadata file's text; throws `MetadataCorruptError` naming what is wrong. */
export function parseVaultFile(text: string, path: string): VaultFile {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    throw corrupt(path, text.trim() === '' ? 'the file is empty' : 'the file is not complete, valid JSON')
  }
  // A newer format is not damage: an older app must neither parse it nor move it aside (a key list is never lost to a
  // downgrade).
  if (
    isObject(data) &&
    typeof data.version === 'number' &&
    Number.isInteger(data.version) &&
    data.version > 1
  )
    throw new NewerVaultFileError(path, data.version)
  if (!isObject(data) || data.version !== 1) throw corrupt(path, 'the file has an unknown format version')
  if (!Array.isArray(data.keys) || !isObject(data.active))
    throw corrupt(path, 'the file is missing its key list')
  const keys: KeyRecord[] = []
  const ids = new Set<string>()
  for (const entry of data.keys) {
    if (!isKeyRecord(entry) || ids.has(entry.id)) throw corrupt(path, 'an entry in the key list is malformed')
    ids.add(entry.id)
    keys.push(withCheckedExpiry(entry))
  }
  const active: Record<string, string> = {}
  for (const [serviceUrl, id] of Object.entries(data.active)) {
    // A pointer to a key that is not in the list (or belongs to another URL) only means "no active key": drop it.
    if (typeof id === 'string' && keys.some((key) => key.id === id && key.serviceUrl === serviceUrl)) {
      active[serviceUrl] = id
    }
  }
  return { version: 1, keys, active }
}

/**
 * Replaces the metadata file atomically: the new content goes to a temporary file in the same folder, is flushed
 * to disk, then renamed over the old file, so a crash leaves either the old or the new list, never half of one.
 */
export async function writeVaultFile(path: string, data: VaultFile): Promise<void> {
  try {
    await writeFileAtomic(path, `${JSON.stringify(data, null, 2)}\n`)
  } catch (error) {
    // In the one wording of file errors; the write is atomic, so the file keeps the list before it (atomic-file.ts).
    throw new KeyVaultError('metadata_io', cannotSave('key_list', path, error, 'key_list').said)
  }
}

/** Moves an unreadable metadata file aside as `<name>.corrupt-<time>` so nothing overwrites it; returns the new path. */
export async function setAsideCorruptFile(path: string, now: Date): Promise<string> {
  try {
    return await moveAside(path, now)
  } catch (error) {
    throw new KeyVaultError(
      'metadata_io',
      `Could not move the unreadable key list ${path} aside (${errorCode(error)}).`,
    )
  }
}

function corrupt(path: string, what: string): MetadataCorruptError {
  return new MetadataCorruptError(path, `The saved key list at ${path} cannot be read: ${what}.`)
}

// A hand-edited expiry date that is not YYYY-MM-DD is dropped: one bad date must not set the whole key list aside.
function withCheckedExpiry(record: KeyRecord): KeyRecord {
  const { expiresOn, ...rest } = record
  return typeof expiresOn === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(expiresOn) ? record : rest
}

function isKeyRecord(value: unknown): value is KeyRecord {
  if (!isObject(value)) return false
  const strings = ['id', 'label', 'serviceUrl', 'prefix', 'last4', 'addedAt'] as const
  if (!strings.every((field) => typeof value[field] === 'string')) return false
  if (value.id === '' || !KEY_STATES.includes(value.state as KeyRecord['state'])) return false
  const scopes = value.scopes
  if (scopes !== null && !(Array.isArray(scopes) && scopes.every((scope) => typeof scope === 'string')))
    return false
  const check = value.lastCheck
  return check === null || (isObject(check) && typeof check.at === 'string' && isJson(check.result))
}

function isJson(value: unknown): value is JsonValue {
  return value !== undefined
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
