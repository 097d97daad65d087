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
  /**
   * 1 at `slotOf(hash)` of every window: most places of a file start no window, and this says so with a rolling
   * hash instead of building 8 characters and looking them up (a run's artifacts are hundreds of megabytes, and
   * the scan has a time limit). A collision only sends a place on to the exact check.
   */
  readonly slots: Uint8Array
  /**
   * The full hash of every window, asked only where the slot says maybe: with thousands of keys in a run the slots
   * say maybe at about one place in 250, and building 8 characters at each of them cost more than the scan itself.
   */
  readonly hashes: ReadonlySet<number>
  /**
   * 1 for every character some key has: a window holds only such characters, so a place that is none of them ends
   * every window before it, and the scan jumps over it (most of a SQLite file's pages, and nearly all of a UTF-8
   * file read as UTF-16).
   */
  readonly keyChars: Uint8Array
}

/** The polynomial rolling hash of 8 characters: h = c0·B⁷ + … + c7 (mod 2³²). */
const BASE = 257
const BASE_POW_7 = Array.from({ length: MIN_FRAGMENT - 1 }).reduce<number>((p) => Math.imul(p, BASE), 1)
const SLOT_BITS = 24
/** A hash spread over the table (Fibonacci hashing: the top bits of a multiply). */
const slotOf = (hash: number): number => Math.imul(hash, 0x9e3779b1) >>> (32 - SLOT_BITS)

function hashOf(chars: ArrayLike<number>, at: number): number {
  let h = 0
  for (let k = 0; k < MIN_FRAGMENT; k++) h = (Math.imul(h, BASE) + (chars[at + k] as number)) | 0
  return h
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
  const slots = new Uint8Array(1 << SLOT_BITS)
  const hashes = new Set<number>()
  const keyChars = new Uint8Array(256)
  for (const secret of new Set(secrets)) {
    if (secret.length < MIN_FRAGMENT)
      throw new RangeError(`a secret shorter than ${MIN_FRAGMENT} characters cannot be scanned for`)
    const index = masks.push(maskSecret(secret)) - 1
    for (let i = 0; i + MIN_FRAGMENT <= secret.length; i++) {
      const w = secret.slice(i, i + MIN_FRAGMENT)
      if (!windows.has(w)) windows.set(w, index)
      const codes = codesOf(w)
      const h = hashOf(codes, 0)
      slots[slotOf(h)] = 1
      hashes.add(h)
      for (const c of codes) if (c !== 0) keyChars[c] = 1
    }
  }
  return { windows, masks, slots, hashes, keyChars }
}

/**
 * Gathers the matching windows found, in order, into hits: adjacent windows from the same key merge into one hit
 * whose length is the leaked run (a place skipped in between breaks the run, as a window that does not match does).
 */
function hitRuns(index: LeakIndex, source: string, encoding: LeakHit['encoding']) {
  const hits: LeakHit[] = []
  let open: LeakHit | null = null
  let openKey = -1
  const found = (at: number, window: string): void => {
    const key = index.windows.get(window)
    if (key === undefined) return
    if (open !== null && key === openKey && open.offset + open.length - MIN_FRAGMENT + 1 === at) {
      open.length++
      return
    }
    open = { source, offset: at, length: MIN_FRAGMENT, encoding, masked: index.masks[key] ?? '?' }
    openKey = key
    hits.push(open)
  }
  return { hits, found }
}

/** A text's characters as single bytes; one beyond a byte is no key character (keys are ASCII), so it is 0. */
function codesOf(text: string): Uint8Array {
  const codes = new Uint8Array(text.length)
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    codes[i] = c < 256 ? c : 0
  }
  return codes
}

/** Scans a text (a decoded file, a recorded IPC field); offsets are character offsets. */
export function scanText(
  text: string,
  index: LeakIndex,
  source: string,
  encoding: LeakHit['encoding'] = 'text',
): LeakHit[] {
  return scanChars(codesOf(text), index, source, encoding)
}

/** Scans single-byte characters with the rolling hash; offsets are indexes into `chars`. */
function scanChars(
  chars: Uint8Array,
  index: LeakIndex,
  source: string,
  encoding: LeakHit['encoding'],
): LeakHit[] {
  const runs = hitRuns(index, source, encoding)
  const { keyChars } = index
  const n = chars.length
  let i = 0
  while (i + MIN_FRAGMENT <= n) {
    // Every window starting at i … i+7 holds the character at i+7: when no key has it, none of them can match.
    if (keyChars[chars[i + MIN_FRAGMENT - 1] as number] !== 1) {
      i += MIN_FRAGMENT
      continue
    }
    // The run of key characters around it, from no earlier than i, is where windows can match.
    let start = i + MIN_FRAGMENT - 1
    while (start > i && keyChars[chars[start - 1] as number] === 1) start--
    let end = i + MIN_FRAGMENT
    while (end < n && keyChars[chars[end] as number] === 1) end++
    if (end - start >= MIN_FRAGMENT) scanRun(chars, start, end, index, runs.found)
    i = end + 1
  }
  return runs.hits
}

/** The rolling hash over the windows of chars[start, end), each a candidate for the exact check. */
function scanRun(
  chars: Uint8Array,
  start: number,
  end: number,
  index: LeakIndex,
  found: (at: number, window: string) => void,
): void {
  const { slots, hashes } = index
  let h = hashOf(chars, start)
  for (let i = start; ; i++) {
    if (slots[slotOf(h)] === 1 && hashes.has(h))
      found(i, String.fromCharCode(...chars.subarray(i, i + MIN_FRAGMENT)))
    if (i + MIN_FRAGMENT >= end) break
    h =
      (Math.imul(h - Math.imul(chars[i] as number, BASE_POW_7), BASE) + (chars[i + MIN_FRAGMENT] as number)) |
      0
  }
}

/**
 * Scans raw bytes (any file, binary or not): as single-byte text (UTF-8 and Latin-1 keep ASCII keys intact),
 * and as UTF-16LE at both alignments (Chromium and Windows store strings that way), where a character whose high
 * byte is not zero counts as no key character. Offsets are byte offsets.
 */
export function scanBytes(bytes: Uint8Array, index: LeakIndex, source: string): LeakHit[] {
  const hits = scanChars(bytes, index, source, 'text')
  for (const start of [0, 1]) {
    const chars = new Uint8Array(Math.max(0, Math.floor((bytes.length - start) / 2)))
    for (let i = 0; i < chars.length; i++) {
      const at = start + 2 * i
      chars[i] = bytes[at + 1] === 0 ? (bytes[at] as number) : 0
    }
    for (const hit of scanChars(chars, index, source, 'utf16le'))
      hits.push({ ...hit, offset: start + hit.offset * 2 })
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
