/**
 * Finds API keys, or any fragment of 8 or more of their characters, in text and in raw bytes. Pure: the e2e
 * key-leak spec feeds it every artifact of the run. Hits carry a masked form of the key, never the key.
 */

/** The shortest run of a key's characters that counts as a leak. */
export const MIN_FRAGMENT = 8

/** One leak: where it is and which key (masked). `length` is the longest run of key characters found there. */
export interface LeakHit {
  source: string
  /** Offset of the first character (of a decoded text) or byte (of a buffer). */
  offset: number
  length: number
  encoding: 'text' | 'utf16le'
  masked: string
}

/** Every 8-character window of every secret, mapped to the index of the secret it came from. */
export interface LeakIndex {
  readonly windows: ReadonlyMap<string, number>
  readonly masks: readonly string[]
}

/** A key as it may be printed: the prefix up to `_`, an ellipsis, the last four characters and the length. */
export function maskSecret(secret: string): string {
  const underscore = secret.indexOf('_')
  const prefix = underscore >= 0 && underscore <= 4 ? secret.slice(0, underscore + 1) : ''
  // Fewer than twice the fragment length: showing four characters would give away too much of it.
  const tail = secret.length >= 2 * MIN_FRAGMENT ? secret.slice(-4) : ''
  return `${prefix}…${tail} (${secret.length} chars)`
}

/** Builds the window index; secrets shorter than MIN_FRAGMENT are refused (they would match by chance). */
export function buildLeakIndex(secrets: Iterable<string>): LeakIndex {
  const windows = new Map<string, number>()
  const masks: string[] = []
  for (const secret of new Set(secrets)) {
    if (secret.length < MIN_FRAGMENT)
      throw new RangeError(`a secret shorter than ${MIN_FRAGMENT} characters cannot be scanned for`)
    const index = masks.push(maskSecret(secret)) - 1
    for (let i = 0; i + MIN_FRAGMENT <= secret.length; i++) {
      const w = secret.slice(i, i + MIN_FRAGMENT)
      if (!windows.has(w)) windows.set(w, index)
    }
  }
  return { windows, masks }
}

/**
 * Slides an 8-character window over `text` and reports each stretch of overlapping matching windows once.
 * Adjacent windows from the same key merge into one hit whose length is the leaked run.
 */
export function scanText(
  text: string,
  index: LeakIndex,
  source: string,
  encoding: LeakHit['encoding'] = 'text',
): LeakHit[] {
  const hits: LeakHit[] = []
  let open: LeakHit | null = null
  let openKey = -1
  for (let i = 0; i + MIN_FRAGMENT <= text.length; i++) {
    const key = index.windows.get(text.slice(i, i + MIN_FRAGMENT))
    if (key === undefined) {
      open = null
      continue
    }
    if (open !== null && key === openKey && open.offset + open.length - MIN_FRAGMENT + 1 === i) {
      open.length++
      continue
    }
    open = { source, offset: i, length: MIN_FRAGMENT, encoding, masked: index.masks[key] ?? '?' }
    openKey = key
    hits.push(open)
  }
  return hits
}

/** Drops every other byte, starting at `start`, when all the dropped ones are zero: UTF-16LE ASCII runs. */
function utf16Ascii(bytes: Uint8Array, start: number): string {
  let out = ''
  for (let i = start; i + 1 < bytes.length; i += 2) {
    out += bytes[i + 1] === 0 ? String.fromCharCode(bytes[i] as number) : '\u0000'
  }
  return out
}

/**
 * Scans raw bytes (any file, binary or not): as single-byte text (UTF-8 and Latin-1 keep ASCII keys intact),
 * and as UTF-16LE at both alignments (Chromium and Windows store strings that way). Offsets are byte offsets.
 */
export function scanBytes(bytes: Uint8Array, index: LeakIndex, source: string): LeakHit[] {
  let latin1 = ''
  // In chunks: String.fromCharCode with a huge spread would overflow the stack.
  for (let i = 0; i < bytes.length; i += 8192) {
    latin1 += String.fromCharCode(...bytes.subarray(i, i + 8192))
  }
  const hits = scanText(latin1, index, source)
  for (const start of [0, 1]) {
    for (const hit of scanText(utf16Ascii(bytes, start), index, source, 'utf16le')) {
      hits.push({ ...hit, offset: start + hit.offset * 2 })
    }
  }
  return hits
}

/** One line per hit, safe to print: file, offset, length and the masked key. */
export function formatHits(hits: readonly LeakHit[]): string {
  return hits
    .map(
      (h) =>
        `${h.source} @ ${h.offset}: ${h.length} characters of key ${h.masked}` +
        (h.encoding === 'utf16le' ? ' (UTF-16LE)' : ''),
    )
    .join('\n')
}
