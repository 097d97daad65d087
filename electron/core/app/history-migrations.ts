/**
 * The steps of history.sqlite, in order. A file's user_version counts the steps it has had, so this order is
 * fixed for good: a new domain's tables go at the end, never between (NewerFileError refuses a file that
 * has more steps than the app knows). History keeps its own first step; each later one belongs to its domain.
 */
import { createV1, type Migration } from '../history/history-schema.ts'
import type { TableWords } from '../history/history-salvage.ts'
import { createKeyAlertSettings } from '../request-log/key-alert-settings.ts'
import { createDeprecationRadar } from '../request-log/deprecation-radar.ts'
import { createQueryCacheTable } from '../query-cache/query-cache-store.ts'
import {
  addExchangeKeyId,
  createRequestLogTables,
  EXCHANGE_HOURS_TABLE,
  indexExchangesByKey,
  summarizeExchangesByHour,
} from '../request-log/exchange-schema.ts'
import { createUsageTables } from '../usage/usage-schema.ts'
import { createWatchTables } from '../watch/watch-store.ts'

/** The migrations of this app, in order; the schema version is their count. */
export const HISTORY_MIGRATIONS: readonly Migration[] = [
  createV1,
  createUsageTables,
  createQueryCacheTable,
  createRequestLogTables,
  createWatchTables,
  addExchangeKeyId,
  indexExchangesByKey,
  summarizeExchangesByHour,
  createKeyAlertSettings,
  createDeprecationRadar,
]

/**
 * Tables kept by triggers from other tables: a salvage copies the rows they are made of and the triggers rebuild
 * them, so copying them as well would count every row twice.
 */
export const HISTORY_DERIVED_TABLES: readonly string[] = [EXCHANGE_HOURS_TABLE]

/** What the rows of each table are called when a damaged file is salvaged (the start-up notice counts them). */
export const HISTORY_TABLE_WORDS: TableWords = {
  watch_items: ['pinned item', 'pinned items'],
  stats_snapshots: ['stats reading', 'stats readings'],
  request_exchanges: ['request', 'requests'],
  watch_snapshots: ['reading of a pinned item', 'readings of pinned items'],
  rate_samples: ['rate-limit reading', 'rate-limit readings'],
  key_usage: ['minute of key usage', 'minutes of key usage'],
  query_cache: ['kept answer', 'kept answers'],
  deprecation_notices: ['deprecation notice', 'deprecation notices'],
}
