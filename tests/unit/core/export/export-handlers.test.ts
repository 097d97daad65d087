import { test } from 'node:test'
import assert from 'node:assert/strict'
import { suggestedExportName } from '../../../../electron/core/export/export-handlers.ts'

test('suggestedExportName names the category, the search words and the time to the second, safe for a file system', () => {
  const at = Date.UTC(2026, 2, 14, 9, 26, 53)
  assert.equal(suggestedExportName('csv', {}, at), 'bridges-2026-03-14-092653.csv')
  assert.equal(
    suggestedExportName('json', { category: 'Health / Care' }, at),
    'bridges-health-care-2026-03-14-092653.json',
  )
  assert.equal(
    suggestedExportName('csv', { category: 'transport', q: 'Cargo  bikes!' }, at),
    'bridges-transport-cargo-bikes-2026-03-14-092653.csv',
  )
  assert.equal(suggestedExportName('csv', { category: '../..', q: '/' }, at), 'bridges-2026-03-14-092653.csv')
  // Two exports a second apart never share a name.
  assert.notEqual(suggestedExportName('csv', {}, at), suggestedExportName('csv', {}, at + 1000))
})
