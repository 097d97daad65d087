/**
 * Which part of the app a request is spent for. Every IPC call runs inside `tag(channel, …)`: the purpose
 * follows the call through its awaits, timers and the scheduler's queue (AsyncLocalStorage), so the per-request
 * hook reads it without any parameter added to the API client, the export walk or the key inspector.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { UsagePurpose } from '../../../shared/ipc/usage.ts'

// The renderer channel → the view (or job) it serves. Channels not listed spend nothing or are 'other'.
const PURPOSE_OF_CHANNEL: Readonly<Record<string, UsagePurpose>> = {
  'bridges:list': 'bridges',
  'bridges:get': 'bridge-detail',
  'profiles:get': 'profiles',
  'stats:get': 'stats',
  'me:get': 'my-profile',
  'export:estimate': 'export',
  'export:start': 'export',
  'export:decide': 'export',
  'keys:add': 'key-check',
  'keys:test': 'key-check',
  'keys:check': 'key-check',
  'keys:rotate': 'key-check',
  'keys:adopt-orphan': 'key-check',
  'watch:pin': 'watch',
  'watch:refresh': 'watch',
}

/** The purpose a channel's calls are counted under. */
export function purposeOfChannel(channel: string): UsagePurpose {
  return Object.hasOwn(PURPOSE_OF_CHANNEL, channel) ? (PURPOSE_OF_CHANNEL[channel] ?? 'other') : 'other'
}

/** The purpose context of one core. */
export interface CallPurposes {
  /** Runs `fn` with `purpose` as the purpose of every request it starts (also from timers it sets). */
  run<T>(purpose: UsagePurpose, fn: () => T): T
  /** The purpose of the code running now; 'other' outside any. */
  current(): UsagePurpose
}

/** A fresh purpose context (one per core: nothing module-level). */
export function createCallPurposes(): CallPurposes {
  const storage = new AsyncLocalStorage<UsagePurpose>()
  return {
    run: (purpose, fn) => storage.run(purpose, fn),
    current: () => storage.getStore() ?? 'other',
  }
}
