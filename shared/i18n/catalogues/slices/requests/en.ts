/** The request log's key column (renderer/src/features/developer/request-log-table.tsx): which key, which host. */
import type { SourceSlice } from '../../source-message.ts'

export const requests = {
  'requests.key-header': {
    message: 'Key and host',
    comment: 'Column header: the API key a request was sent with, and the host (server) it went to.',
  },
  'requests.demo-key': {
    message: 'Demo key',
    comment: 'The key of the built-in demo service, in the request log’s key column.',
  },
  'requests.unsaved-key': {
    message: 'Key not saved',
    comment: 'An API key that sent a request but is not saved now (removed, or checked and never saved).',
  },
} as const satisfies SourceSlice
