/**
 * changes:* channels (shared/ipc/changes.ts) as plain functions the composition root registers, answering for the
 * current service from the change history (catalogue-change-set.ts); with no service they answer empty.
 */
import type { BridgeHistoryPoint, ChangesResults, changesChannels } from '../../../shared/ipc/changes.ts'
import type { Checked } from '../../../shared/ipc/validate.ts'
import { KEEP_DAYS } from './catalogue-changes.ts'
import { changesFileName, changesFileText } from './catalogue-changes-export.ts'
import { changeSet, changeSummary, readBridgeHistory } from './catalogue-change-set.ts'
import type { Catalogue } from './catalogue-types.ts'

type Channel = keyof typeof changesChannels
type RequestOf<C extends Channel> =
  ReturnType<(typeof changesChannels)[C]['request']> extends Checked<infer T> ? T : never

/** One implementation per changes channel. */
export type ChangesImplementations = {
  [C in Channel]: (request: RequestOf<C>) => Promise<ChangesResults[C]>
}

/** Handlers of the changes channels over the running catalogue. */
export function changesHandlers(catalogue: Pick<Catalogue, 'read'>): ChangesImplementations {
  return {
    'changes:summary': async (q) =>
      catalogue.read((c) => changeSummary((sql) => c.reader.prepared(sql), c.service, q), {
        ...q,
        keptSince: null,
        keepDays: KEEP_DAYS,
        totals: { added: 0, removed: 0, changed: 0 },
        categories: [],
      }),
    'changes:rows': async ({ offset = 0, limit = 100, ...q }) =>
      catalogue.read(
        (c) => {
          const rows = changeSet((sql) => c.reader.prepared(sql), c.service, q)
          return { total: rows.length, rows: rows.slice(offset, offset + limit) }
        },
        { total: 0, rows: [] },
      ),
    'changes:export': async ({ format, ...q }) => {
      const rows = catalogue.read((c) => changeSet((sql) => c.reader.prepared(sql), c.service, q), [])
      return { text: changesFileText(rows, q, format), fileName: changesFileName(q.from, q.to, format) }
    },
    'changes:bridge': async ({ id }) => bridgeHistory(catalogue, id),
  }
}

/**
 * One bridge of the current service over time (catalogue-change-set.ts): its passes, score, category and title
 * after each change the catalogue's history holds, oldest first; empty with no service or no such bridge.
 */
export function bridgeHistory(catalogue: Pick<Catalogue, 'read'>, id: string): BridgeHistoryPoint[] {
  return catalogue.read((c) => readBridgeHistory((sql) => c.reader.prepared(sql), c.service, id), [])
}
