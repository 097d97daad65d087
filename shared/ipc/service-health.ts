/**
 * Whether the service answers, as the app's own requests last found it: the top bar says "down" within the
 * first request that ended without an answer, and "up" again at the next answer.
 */
import type { ChannelTable } from './common.ts'
import { none } from './validate.ts'

/** The service's health as the last request that told anything found it. */
export interface ServiceHealth {
  /** The service it is about (the current target's base URL). */
  serviceUrl: string
  /**
   * 'up': the service answered (any status: it is reachable). 'down': a request ended refused or timed out after
   * its retries. A request the app cancelled, or one about to be retried, changes nothing.
   */
  state: 'up' | 'down'
  /** When the request that decided it ended (epoch ms). */
  at: number
  /** 'down': the path of that request. */
  path: string | null
  /** 'down': why it got no answer (`network_error`: refused or cut; `timeout`). */
  code: string | null
}

/** The service health's invoke channel: the starting value; changes arrive as service:did-change. */
export const serviceHealthChannels = {
  'service:get-health': { method: 'getServiceHealth', request: none },
} as const satisfies ChannelTable

/** The result type of the service health's channel. */
export interface ServiceHealthResults {
  'service:get-health': ServiceHealth | null
}

/** The service health's events, with their payloads. */
export interface ServiceHealthEvents {
  /** The current service's health changed. */
  'service:did-change': ServiceHealth
}

/** The service health's event channels. */
export const serviceHealthEvents = [
  'service:did-change',
] as const satisfies readonly (keyof ServiceHealthEvents)[]
