import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  catalogueCountLine,
  catalogueEmptyWords,
  serviceCountLine,
} from '../../../../../renderer/src/features/bridges/catalogue-words.ts'

const totals = {
  total: 2000,
  counts: [
    { category: 'health', count: 251 },
    { category: 'transport', count: 240 },
  ],
  age: '3 minutes ago',
}
const line = { pending: false, shown: 50, more: true, category: '', totals: null }

test('before the catalogue holds the whole list: what is loaded so far', () => {
  assert.equal(serviceCountLine(line), 'Showing 50 bridges so far')
  assert.equal(serviceCountLine({ ...line, category: 'health' }), 'Showing 50 bridges in Health so far')
})

test('with the catalogue’s totals: one line saying what is shown, of how many, and how old the count is', () => {
  assert.equal(
    serviceCountLine({ ...line, totals }),
    'Showing 50 of 2,000 bridges (counted by the catalogue, updated 3 minutes ago)',
  )
  assert.equal(
    serviceCountLine({ ...line, category: 'health', totals }),
    'Showing 50 of 251 bridges in Health (2,000 in all; counted by the catalogue, updated 3 minutes ago)',
  )
})

test('more shown than the catalogue counted (published since its update): never "51 of 50"', () => {
  assert.match(serviceCountLine({ ...line, shown: 2050, totals }), /^Showing 2,050 of 2,050 bridges /)
})

test('every row loaded: "all", with no count to add; loading and nothing say so', () => {
  assert.equal(
    serviceCountLine({ ...line, more: false, shown: 251, category: 'health', totals }),
    'Showing all 251 bridges in Health',
  )
  assert.equal(serviceCountLine({ ...line, pending: true }), 'Loading bridges…')
  assert.equal(serviceCountLine({ ...line, shown: 0 }), '')
})

test('an empty list from the catalogue: no count line (the empty state says it once), and where it looked', () => {
  const o = {
    pending: false,
    total: 0,
    complete: false,
    held: 1300,
    age: null,
    sort: null,
    q: 'zz',
    category: '',
  }
  assert.equal(catalogueCountLine({ ...o, verified: '' }), '')
  assert.equal(
    catalogueEmptyWords({ ...o, verified: 'yes' }),
    'Looked for bridges by verified suggestors on this computer, over the 1,300 bridges held so far; the catalogue is still reading the rest.',
  )
})
