/**
 * Resolves in a task of its own, queued behind what the browser already has waiting (a frame, input, a network
 * answer): a start split at these points is several short tasks rather than one long one (README.md,
 * Architecture: the first screen drawn before any script). A message, not setTimeout, which Chromium may delay.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
