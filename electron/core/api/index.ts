/** The API client of the main process: import from here. */
export { createApiClient } from './api-client.ts'
export { ApiError, cancelledError } from './api-error.ts'
export { createSchedulerPool, type SchedulerPool } from './scheduler-registry.ts'
export type * from './types.ts'
