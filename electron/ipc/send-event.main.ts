/**
 * Main → renderer events, typed by the contract: the one place that calls `webContents.send` (ESLint's
 * `ipc/no-raw-send` reports it anywhere else), so an event's name and payload cannot drift from what the
 * preload's `on()` and the renderer expect (GitHub Desktop routes its events the same way).
 */
import type { WebContents } from 'electron'
import type { EventChannel, EventPayloads } from '../../shared/ipc/contract.ts'

/** Sends one contract event with its payload to a renderer. */
export function sendEvent<C extends EventChannel>(
  contents: Pick<WebContents, 'send'>,
  channel: C,
  payload: EventPayloads[C],
): void {
  contents.send(channel, payload)
}
