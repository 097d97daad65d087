// The list's row heights known to the script (renderer/src/features/bridges/row-height.ts) are the stylesheet's:
// a list drawn before any script is laid out with them, so a difference would move every row once styled.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { test } from 'node:test'
import {
  NARROW_ROWS,
  ROW_HEIGHT,
  rowHeightFor,
} from '../../../../../renderer/src/features/bridges/row-height.ts'

const styles = resolve(import.meta.dirname, '../../../../../renderer/src/styles')
const css = (file: string): string => readFileSync(resolve(styles, file), 'utf8')

test('the row heights and the narrow width are the ones tokens.css and features.css set', () => {
  assert.match(css('tokens.css'), new RegExp(`--row-height: ${ROW_HEIGHT}px;`))
  const narrow = new RegExp(
    `@media \\(max-width: ${NARROW_ROWS.maxWidth}px\\) \\{\\s*\\.bridge-list-scroll \\{\\s*--row-height: ${NARROW_ROWS.height}px;`,
  )
  assert.match(css('features.css'), narrow)
})

test('a window up to the narrow width has the narrow rows, a wider one the usual rows', () => {
  assert.equal(rowHeightFor(320), NARROW_ROWS.height)
  assert.equal(rowHeightFor(NARROW_ROWS.maxWidth), NARROW_ROWS.height)
  assert.equal(rowHeightFor(NARROW_ROWS.maxWidth + 1), ROW_HEIGHT)
  assert.equal(rowHeightFor(1280), ROW_HEIGHT)
})
