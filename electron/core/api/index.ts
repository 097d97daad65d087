/** The API client of the main process: import from here. */
export { createApiClient } from './api-client.ts'
export { ApiError, type ApiErrorKind } from './api-error.ts'
export { RateScheduler, type Permit } from './rate-scheduler.ts'
export type { SchedulerClock } from './clock.ts'
export { createSchedulerPool, type SchedulerPool } from './scheduler-registry.ts'
export type * from './types.ts'
