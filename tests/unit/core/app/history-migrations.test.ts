import assert from 'node:assert/strict'
import { test } from 'node:test'
import { HISTORY_MIGRATIONS } from '../../../../electron/core/app/history-migrations.ts'

test('the history steps keep their order for good: a file on disk counts them in its user_version', () => {
  assert.deepEqual(
    HISTORY_MIGRATIONS.map((step) => step.name),
    [
      'createV1',
      'createUsageTables',
      'createQueryCacheTable',
      'createRequestLogTables',
      'createWatchTables',
      'addExchangeKeyId',
      'indexExchangesByKey',
      'summarizeExchangesByHour',
      'createKeyAlertSettings',
      'createDeprecationRadar',
    ],
  )
})
