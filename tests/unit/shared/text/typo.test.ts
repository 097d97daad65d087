import assert from 'node:assert/strict'
import { test } from 'node:test'
import { allowedTypos, closest, typoDistance } from '../../../../shared/text/typo.ts'

test('the distance counts inserts, deletes, replacements and swaps of neighbours as one edit each', () => {
  assert.equal(typoDistance('harbour', 'harbour'), 0)
  assert.equal(typoDistance('harbour', 'harbor'), 1)
  assert.equal(typoDistance('harbour', 'harbours'), 1)
  assert.equal(typoDistance('harbour', 'harbiur'), 1)
  assert.equal(typoDistance('harbour', 'hrabour'), 1, 'a swap is one edit')
  assert.equal(typoDistance('Harbour', 'HARBOUR'), 0, 'case does not count')
})

test('the distance stops early past the bound', () => {
  assert.equal(typoDistance('ferry', 'cathedral', 2), 3)
  assert.equal(typoDistance('abcdef', 'ghijkl', 2), 3)
})

test('characters outside the BMP count as one', () => {
  assert.equal(typoDistance('🚢ferry', '🚤ferry'), 1)
})

test('short words get no suggestions, longer ones one or two typos', () => {
  assert.equal(allowedTypos(2), 0)
  assert.equal(allowedTypos(4), 1)
  assert.equal(allowedTypos(8), 2)
})

test('closest puts the nearest first, then the most used, and never the word itself', () => {
  const candidates = [
    { text: 'harbor', weight: 1 },
    { text: 'harbour', weight: 50 },
    { text: 'harbours', weight: 90 },
    { text: 'habrour', weight: 5 },
    { text: 'tunnel', weight: 100 },
  ]
  assert.deepEqual(closest('harbuor', candidates), ['harbour', 'harbor', 'harbours', 'habrour'])
  assert.deepEqual(closest('harbour', candidates, 2), ['harbours', 'habrour'], 'one edit each: by weight')
  assert.deepEqual(closest('ab', candidates), [])
})
