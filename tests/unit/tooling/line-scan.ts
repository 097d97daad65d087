/**
 * The scan of the "one rule, one place" structure tests (one-parser, one-route, one-day): each names the pieces of
 * a second copy of a rule as patterns, and lists every line of the source that holds one.
 */
import { glob, readFile } from 'node:fs/promises'
import { resolve } from 'node:path'

/** A piece of a second copy, with what it would be. */
export interface CopyPiece {
  what: string
  pattern: RegExp
}

/** `file:line: what` for every line of a text that holds a piece. */
export function findPieces(file: string, text: string, pieces: readonly CopyPiece[]): string[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      pieces.filter((p) => p.pattern.test(line)).map((p) => `${file}:${i + 1}: ${p.what}`),
    )
}

/** The pieces found in every file under `root` matching `patterns` (POSIX paths), but the files `left` names. */
export async function scanFiles(
  root: string,
  patterns: readonly string[],
  left: (file: string) => boolean,
  pieces: readonly CopyPiece[],
): Promise<string[]> {
  const found: string[] = []
  for (const pattern of patterns) {
    for await (const entry of glob(pattern, { cwd: root })) {
      const file = entry.split('\\').join('/')
      if (left(file)) continue
      found.push(...findPieces(file, await readFile(resolve(root, file), 'utf8'), pieces))
    }
  }
  return found
}
