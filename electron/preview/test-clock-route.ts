/**
 * POST /test/clock: moves the core's clock forward for e2e tests, as Playwright's `page.clock` moves the page's.
 * Served only when the preview was started with --test-clock (README.md beside this file, docs/security.md).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { MovableClock } from '../core/api/movable-clock.ts'
import { readBody, TooLarge } from './ipc-route.ts'
import { sendJson, sendRefusal } from './replies.ts'

/** The path of the test clock's route. */
export const TEST_CLOCK_PATH = '/test/clock'

/** `{ "advanceMs": n }` moves the clock n ms forward (`{}` reads it); answers `{ now }`, the clock's time. */
export async function handleTestClock(
  req: IncomingMessage,
  res: ServerResponse,
  clock: MovableClock,
): Promise<void> {
  if (req.method !== 'POST')
    return sendRefusal(res, 405, 'method_not_allowed', 'Use POST.', { Allow: 'POST' })
  let text: string
  try {
    text = (await readBody(req)).toString('utf8')
  } catch (error) {
    if (!(error instanceof TooLarge)) throw error
    req.resume()
    return sendRefusal(res, 413, 'payload_too_large', 'The request body is larger than 1 MB.')
  }
  let body: unknown
  try {
    body = text === '' ? {} : JSON.parse(text)
  } catch {
    return sendRefusal(res, 400, 'invalid_json', 'The request body is not JSON.')
  }
  const advanceMs = (body as { advanceMs?: unknown } | null)?.advanceMs ?? 0
  if (typeof advanceMs !== 'number' || !Number.isSafeInteger(advanceMs) || advanceMs < 0)
    return sendRefusal(
      res,
      400,
      'invalid_payload',
      'advanceMs must be a whole number of milliseconds, 0 or more: the clock only moves forward.',
    )
  clock.advance(advanceMs)
  sendJson(res, 200, { now: clock.now() })
}
