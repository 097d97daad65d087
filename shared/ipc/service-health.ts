/**
 * Whether the service answers, as the app's own requests last found it: the top bar says "down" within the
 * first request that ended without an answer, and "up" again at the next answer.
 */

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
