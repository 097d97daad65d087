/** The bridge list and one bridge, as the API answers them, with the response metadata. */
import type { BridgeDetail, BridgeList } from '../api/types.ts'
import { filterFields, requestId, type ChannelTable, type WithMeta } from './common.ts'
import { int, object, optional, plainText, str } from './validate.ts'

/** The bridges' invoke channels. */
export const bridgesChannels = {
  'bridges:list': {
    method: 'listBridges',
    request: object({
      requestId,
      limit: optional(int({ min: 1, max: 100 })),
      cursor: optional(str({ max: 4096 })),
      ...filterFields,
    }),
  },
  'bridges:get': {
    method: 'getBridge',
    request: object({ requestId, slug: plainText({ min: 1, max: 200 }) }),
  },
} as const satisfies ChannelTable

/** The result type of each bridges channel. */
export interface BridgesResults {
  'bridges:list': WithMeta<BridgeList>
  'bridges:get': WithMeta<BridgeDetail>
}
