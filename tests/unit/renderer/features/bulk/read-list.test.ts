import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  fileParts,
  fileTooBig,
  sendParts,
  textParts,
} from '../../../../../renderer/src/features/bulk/read-list.ts'
import { BULK_MAX_BYTES, type BulkLoaded } from '../../../../../shared/ipc/bulk.ts'

test('text is cut into parts of at most the size, and joined back it is the text', () => {
  const text = 'ada,grace\n'.repeat(25)
  const parts = [...textParts(text, 32)]
  assert.ok(parts.every((p) => p.length <= 32))
  assert.equal(parts.join(''), text)
})

test('a cut never splits a character outside the basic plane (an emoji, a rare kanji)', () => {
  const text = `${'a'.repeat(31)}😀b`
  const parts = [...textParts(text, 32)]
  assert.deepEqual(parts, ['a'.repeat(31), '😀b'])
})

test('empty text is one empty part (main says the list is empty)', () => {
  assert.deepEqual([...textParts('')], [''])
})

test('a file is decoded as it streams, a character split between two chunks of bytes kept whole', async () => {
  const bytes = new TextEncoder().encode(`name\nZürich-bridge\n${'x'.repeat(100)}\n`)
  // Two blobs whose boundary falls inside the two bytes of “ü”.
  const cut = bytes.indexOf(0xc3) + 1
  const file = new Blob([bytes.slice(0, cut), bytes.slice(cut)])
  const parts: string[] = []
  for await (const part of fileParts(file, 16)) parts.push(part)
  assert.equal(parts.join(''), `name\nZürich-bridge\n${'x'.repeat(100)}\n`)
  assert.ok(parts.every((p) => p.length <= 16))
})

test('parts go in order, only the last marked last; a refusal stops the sending', async () => {
  const sent: [number, string, boolean][] = []
  const send = async (n: number, text: string, last: boolean): Promise<BulkLoaded> => {
    sent.push([n, text, last])
    return last ? { state: 'refused', problem: { code: 'empty' } } : { state: 'receiving', chars: 0 }
  }
  await sendParts(['a', 'b', 'c'], send)
  assert.deepEqual(sent, [
    [0, 'a', false],
    [1, 'b', false],
    [2, 'c', true],
  ])
  const refusing = async (): Promise<BulkLoaded> => ({
    state: 'refused',
    problem: { code: 'too-big', limit: 1 },
  })
  let calls = 0
  await sendParts(['a', 'b', 'c'], async () => {
    calls++
    return refusing()
  })
  assert.equal(calls, 1)
})

test('a file over 10 MB is refused before it is read, naming the limit', () => {
  assert.deepEqual(fileTooBig({ size: BULK_MAX_BYTES + 1 } as Blob), {
    state: 'refused',
    problem: { code: 'too-big', limit: BULK_MAX_BYTES },
  })
  assert.equal(fileTooBig({ size: BULK_MAX_BYTES } as Blob), null)
})
