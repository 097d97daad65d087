import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  buildLeakIndex,
  formatHits,
  maskSecret,
  MIN_FRAGMENT,
  scanBytes,
  scanText,
} from '../../support/leak-scan.ts'

// Made-up keys for these tests only; no service knows them.
const KEY = 'bxk_Q7mZp2VtR9sLw4XcN8bHf1KjD6yGe3Ua'
const OTHER = 'bxk_aaaaBBBBccccDDDDeeeeFFFFggggHHHH'

describe('leak scan', () => {
  it('scans an empty file and a one-byte file without failing', () => {
    const index = buildLeakIndex([KEY])
    assert.deepEqual(scanBytes(new Uint8Array(0), index, 'empty'), [])
    assert.deepEqual(scanBytes(new Uint8Array([0x62]), index, 'one'), [])
  })

  it('finds a key that a place of no key characters interrupts as two runs, each named once', () => {
    const text = `${KEY.slice(0, 12)}\u0000${KEY.slice(12)}`
    const hits = scanBytes(new TextEncoder().encode(text), buildLeakIndex([KEY]), 'split.bin')
    assert.deepEqual(
      hits.map((h) => [h.offset, h.length]),
      [
        [0, 12],
        [13, KEY.length - 12],
      ],
    )
  })

  it('finds a fragment at every offset among bytes no key has, as text and as UTF-16 at both alignments', () => {
    // The scan jumps over places no key character is at: a fragment must be found wherever such a jump lands.
    const index = buildLeakIndex([KEY])
    const fragment = KEY.slice(5, 5 + MIN_FRAGMENT + 1)
    for (let at = 0; at < 2 * MIN_FRAGMENT + 3; at++) {
      const text = new Uint8Array(64)
      text.set(new TextEncoder().encode(fragment), at)
      const inText = scanBytes(text, index, 'zeros.bin').filter((h) => h.encoding === 'text')
      assert.deepEqual(
        inText.map((h) => [h.offset, h.length]),
        [[at, fragment.length]],
        `text at ${at}`,
      )
      const wide = new Uint8Array(160)
      for (let i = 0; i < fragment.length; i++) wide[at + 2 * i] = fragment.charCodeAt(i)
      const inWide = scanBytes(wide, index, 'zeros-16.bin').filter((h) => h.encoding === 'utf16le')
      assert.deepEqual(
        inWide.map((h) => [h.offset, h.length]),
        [[at, fragment.length]],
        `UTF-16 at ${at}`,
      )
    }
  })

  it('finds a whole key with nothing around it', () => {
    const hits = scanText(KEY, buildLeakIndex([KEY]), 'a.txt')
    assert.equal(hits.length, 1)
    assert.deepEqual({ offset: hits[0]?.offset, length: hits[0]?.length }, { offset: 0, length: KEY.length })
  })

  it('finds a whole key inside other text, at its offset', () => {
    const text = `{"authorization":"Bearer ${KEY}"}`
    const hits = scanText(text, buildLeakIndex([KEY]), 'ipc.jsonl')
    assert.equal(hits.length, 1)
    assert.equal(hits[0]?.offset, text.indexOf(KEY))
    assert.equal(hits[0]?.length, KEY.length)
  })

  it('finds an 8-character fragment from the middle of a key', () => {
    const fragment = KEY.slice(13, 13 + MIN_FRAGMENT)
    const hits = scanText(`log line ${fragment} end`, buildLeakIndex([KEY]), 'preview.log')
    assert.equal(hits.length, 1)
    assert.equal(hits[0]?.offset, 'log line '.length)
    assert.equal(hits[0]?.length, MIN_FRAGMENT)
  })

  it('ignores every 7-character fragment of a key', () => {
    const index = buildLeakIndex([KEY])
    for (let i = 0; i + 7 <= KEY.length; i++) {
      const text = `#${KEY.slice(i, i + 7)}#`
      assert.deepEqual(scanText(text, index, 'a'), [], `fragment at ${i}`)
    }
  })

  it('accepts the masked form the app shows (prefix and last four)', () => {
    const text = `Key ${KEY.slice(0, 4)}…${KEY.slice(-4)} is active`
    assert.deepEqual(scanText(text, buildLeakIndex([KEY]), 'dom.html'), [])
  })

  it('reports two separate fragments of one key as two hits', () => {
    const text = `${KEY.slice(0, 10)} and ${KEY.slice(20, 30)}`
    const hits = scanText(text, buildLeakIndex([KEY]), 'a')
    assert.deepEqual(
      hits.map((h) => [h.offset, h.length]),
      [
        [0, 10],
        [15, 10],
      ],
    )
  })

  it('tells which of several keys leaked', () => {
    const hits = scanText(`..${OTHER.slice(5, 20)}..`, buildLeakIndex([KEY, OTHER]), 'a')
    assert.equal(hits.length, 1)
    assert.equal(hits[0]?.masked, maskSecret(OTHER))
  })

  it('finds a key in binary bytes and in UTF-16LE at either alignment', () => {
    const index = buildLeakIndex([KEY])
    const plain = Buffer.concat([Buffer.from([0, 255, 1, 2]), Buffer.from(KEY, 'latin1'), Buffer.from([0])])
    assert.deepEqual(
      scanBytes(plain, index, 'db').map((h) => [h.offset, h.encoding]),
      [[4, 'text']],
    )
    for (const pad of [2, 3]) {
      const wide = Buffer.concat([Buffer.alloc(pad, 0xfe), Buffer.from(KEY, 'utf16le')])
      const hits = scanBytes(wide, index, 'leveldb')
      assert.deepEqual(
        hits.map((h) => [h.offset, h.length, h.encoding]),
        [[pad, KEY.length, 'utf16le']],
        `padding ${pad}`,
      )
    }
  })

  it('scans bytes larger than one conversion chunk', () => {
    const bytes = Buffer.concat([Buffer.alloc(20_000, 0x20), Buffer.from(KEY.slice(3, 12)), Buffer.alloc(10)])
    const hits = scanBytes(bytes, buildLeakIndex([KEY]), 'big')
    assert.deepEqual(
      hits.map((h) => [h.offset, h.length]),
      [[20_000, 9]],
    )
  })

  it('masks the key in hits and in the printed report', () => {
    const hits = scanText(`see ${KEY}`, buildLeakIndex([KEY]), 'x/dom.html')
    const report = formatHits(hits)
    assert.match(report, /x\/dom\.html @ 4: 36 characters of key bxk_…e3Ua \(36 chars\)/)
    for (let i = 0; i + MIN_FRAGMENT <= KEY.length; i++) {
      assert.ok(!report.includes(KEY.slice(i, i + MIN_FRAGMENT)), `report leaks the fragment at ${i}`)
    }
  })

  it('refuses secrets too short to scan for', () => {
    assert.throws(() => buildLeakIndex(['bxk_123']), RangeError)
  })
})
