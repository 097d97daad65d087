/** The reference service: a spec-faithful local implementation of the Bridge Public Data API. */
export { startReferenceService } from './server.ts'
/** Errors carrying a closed-set code. */
export { ServiceError, type ErrorCode } from './errors.ts'
/** Keys file parsing and validation. */
export { KeysFileError, parseKeysFile, validateKeysFile } from './keys-file.ts'
/** Option, handle and record types. */
export type {
  ApiAccess,
  BridgeRecord,
  DemoKeys,
  FaultOptions,
  KeysFile,
  ReferenceService,
  Scope,
  ServiceControl,
  ServiceData,
  ServiceOptions,
  StatsBody,
  SuggestorRef,
} from './types.ts'
/** Per-token response counts returned by `control.tally()`. */
export type { TallySnapshot, TokenTally } from './tally.ts'
