/** The reference service: a spec-faithful local implementation of the Bridge Public Data API. */
/** The testing entry: controls and the guarded dashboard (tests, tooling, the standalone service). */
export { startReferenceService } from './reference-service.ts'
/** The demo entry: only what the embedded demo needs. */
export { startDemoService, type DemoService } from './demo-service.ts'
/** Option, handle and record types. */
export type { BridgeRecord, DemoKeys, KeysFile, ReferenceService, ServiceOptions } from './types.ts'
