/** Signed keyset cursors (assumptions row 4): position + filter hash, HMAC-SHA256, base64url. */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { invalidParam } from './errors.ts'
import type { Position } from './dataset.ts'

const VERSION = 1
const MAC_BYTES = 16
const FILTER_BYTES = 8
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,256}$/

const CACHE_SIZE = 4096
const filterCache = new Map<string, Buffer>()

/** Remembers up to CACHE_SIZE entries, dropping the oldest: hashing and HMACs cost more than the rest of a request. */
function remember<V>(cache: Map<string, V>, key: string, value: V): V {
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string)
  cache.set(key, value)
  return value
}

/** Hash of the filters a cursor is bound to (category lower-cased, q as folded words). */
export function filterHash(category: string | null, words: readonly string[]): Buffer {
  const key = `${category ?? ''}\u0000${words.join(' ')}`
  return (
    filterCache.get(key) ??
    remember(filterCache, key, createHash('sha256').update(key).digest().subarray(0, FILTER_BYTES))
  )
}

/** Encodes and checks cursors with a secret made per service start. */
export class CursorCodec {
  readonly #secret: Buffer
  /** Tokens are deterministic per position and filters, so both directions can be cached. */
  readonly #encoded = new Map<string, string>()
  readonly #decoded = new Map<string, Position>()

  constructor(secret: Buffer = randomBytes(32)) {
    this.#secret = secret
  }

  /** The opaque token for "after this position, with these filters". */
  encode(pos: Position, filters: Buffer): string {
    const key = `${pos.ms}:${pos.id}:${filters.toString('hex')}`
    return this.#encoded.get(key) ?? remember(this.#encoded, key, this.#encode(pos, filters))
  }

  /** The position of a token; throws validation_failed (param cursor) for any bad token. */
  decode(token: string, filters: Buffer): Position {
    const key = `${token}:${filters.toString('hex')}`
    const hit = this.#decoded.get(key)
    return hit ? { ...hit } : { ...remember(this.#decoded, key, this.#decode(token, filters)) }
  }

  #encode(pos: Position, filters: Buffer): string {
    const id = Buffer.from(pos.id, 'utf8')
    const body = Buffer.alloc(1 + 8 + 1 + id.length + FILTER_BYTES)
    body.writeUInt8(VERSION, 0)
    body.writeBigInt64BE(BigInt(pos.ms), 1)
    body.writeUInt8(id.length, 9)
    id.copy(body, 10)
    filters.copy(body, 10 + id.length)
    return Buffer.concat([body, this.#mac(body)]).toString('base64url')
  }

  #decode(token: string, filters: Buffer): Position {
    const bad = (why: string) =>
      invalidParam('cursor', `The cursor is invalid: ${why}. Use next_cursor from a previous response.`)
    if (!TOKEN_SHAPE.test(token)) throw bad('it is not a base64url token')
    const raw = Buffer.from(token, 'base64url')
    // Re-encoding rejects non-canonical spellings whose unused trailing bits were changed.
    if (raw.toString('base64url') !== token) throw bad('it is not a base64url token')
    if (raw.length < 10 + MAC_BYTES + FILTER_BYTES) throw bad('it is too short')
    const body = raw.subarray(0, raw.length - MAC_BYTES)
    if (!timingSafeEqual(raw.subarray(raw.length - MAC_BYTES), this.#mac(body)))
      throw bad('its signature does not match')
    const idLen = body.readUInt8(9)
    if (body.readUInt8(0) !== VERSION || body.length !== 10 + idLen + FILTER_BYTES)
      throw bad('its layout is unknown')
    if (!body.subarray(10 + idLen).equals(filters)) throw bad('it was made for other q or category filters')
    return { ms: Number(body.readBigInt64BE(1)), id: body.subarray(10, 10 + idLen).toString('utf8') }
  }

  #mac(body: Buffer): Buffer {
    return createHmac('sha256', this.#secret).update(body).digest().subarray(0, MAC_BYTES)
  }
}
