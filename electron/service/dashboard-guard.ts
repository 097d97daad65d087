/**
 * Who may use the dashboard stand-in: a loopback caller (dashboard.ts) that names this service in Host (no DNS
 * rebinding), sends no foreign Origin (no cross-site page) and carries this run's secret in a header, which a
 * no-cors request from a web page cannot set (docs/security.md, threat model 1: a malicious page).
 */
import { timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { handleDashboard } from './dashboard.ts'
import { ServiceError } from './errors.ts'
import { errorReply, type Reply } from './respond.ts'
import type { ServiceState } from './service-state.ts'

/** The header that carries the per-run dashboard secret. */
export const DASHBOARD_SECRET_HEADER = 'x-dashboard-secret'

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** The names this service answers to in Host: its own address, and localhost on the same port. */
function hostAllowed(host: string | undefined, origin: string): boolean {
  if (host === undefined) return false
  const own = new URL(origin)
  return host === own.host || host === `localhost:${own.port}`
}

/** True when the request may use the dashboard. */
export function dashboardAllowed(req: IncomingMessage, origin: string, secret: string): boolean {
  if (!hostAllowed(req.headers.host, origin)) return false
  const from = req.headers.origin
  if (from !== undefined && from !== origin && from !== origin.replace('127.0.0.1', 'localhost')) return false
  const given = req.headers[DASHBOARD_SECRET_HEADER]
  return typeof given === 'string' && sameText(given, secret)
}

/** The dashboard route of the testing entry: refused as not found unless `dashboardAllowed`. */
export function guardedDashboard(
  state: ServiceState,
  origin: () => string,
  secret: string,
): (req: IncomingMessage, path: string, rid: string) => Promise<Reply> {
  return async (req, path, rid) => {
    if (!dashboardAllowed(req, origin(), secret)) {
      const why = `The dashboard needs this service's Host, no foreign Origin and the ${DASHBOARD_SECRET_HEADER} header printed at start.`
      // The body of a refused request is never read: close the connection once the answer is out.
      req.resume()
      return errorReply(new ServiceError('not_found', why), rid)
    }
    return handleDashboard(state.keys, state.now, req, path, rid)
  }
}
