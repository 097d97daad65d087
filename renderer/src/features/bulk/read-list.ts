/**
 * A list on its way to main: pasted text or a dropped file cut into parts of at most BULK_PART_CHARS characters
 * (shared/ipc/bulk.ts), so no call passes the preview's 1 MiB per call. A file is read as a stream, part by part,
 * never whole; a file over the size limit is refused before a byte of it is read.
 */
import { BULK_MAX_BYTES, BULK_PART_CHARS, type BulkLoaded } from '../../../../shared/ipc/bulk.ts'

/** Sends one part to main: its number, its text, and whether it is the last. */
export type SendPart = (part: number, text: string, last: boolean) => Promise<BulkLoaded>

/** Cuts text into parts of at most `size` characters, never between the two halves of a surrogate pair. */
export function* textParts(text: string, size = BULK_PART_CHARS): Generator<string> {
  let start = 0
  do {
    let end = Math.min(text.length, start + size)
    const code = text.charCodeAt(end - 1)
    if (end < text.length && code >= 0xd800 && code <= 0xdbff) end--
    yield text.slice(start, end)
    start = end
  } while (start < text.length)
}

/** A file's text, decoded as UTF-8 as it streams, in parts of at most `size` characters. */
export async function* fileParts(file: Blob, size = BULK_PART_CHARS): AsyncGenerator<string> {
  const reader = file.stream().pipeThrough(new TextDecoderStream()).getReader()
  let held = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    held += value
    while (held.length > size) {
      const [part] = textParts(held, size)
      yield part ?? ''
      held = held.slice((part ?? '').length)
    }
  }
  yield held
}

/** Sends every part in order, the last marked as such; the answer to the last is the list as main read it. */
export async function sendParts(
  parts: AsyncIterable<string> | Iterable<string>,
  send: SendPart,
): Promise<BulkLoaded> {
  let number = 0
  let previous: string | null = null
  for await (const part of parts) {
    if (previous !== null) {
      const answer = await send(number++, previous, false)
      if (answer.state === 'refused') return answer
    }
    previous = part
  }
  return send(number, previous ?? '', true)
}

/** Refuses a file over the size limit before reading it; null when it may be read. */
export function fileTooBig(file: Blob): BulkLoaded | null {
  return file.size > BULK_MAX_BYTES
    ? { state: 'refused', problem: { code: 'too-big', limit: BULK_MAX_BYTES } }
    : null
}
