/** The reference service: a spec-faithful local implementation of the Bridge Public Data API. */
export { startReferenceService } from './server.ts'
/** Option, handle and record types. */
export type { BridgeRecord, DemoKeys, KeysFile, ReferenceService, ServiceOptions } from './types.ts'
