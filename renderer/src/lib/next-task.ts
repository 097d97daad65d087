/**
 * Resolves in a task of its own, queued behind what the browser already has waiting (a frame, input, a network
 * answer): a start split at these points is several short tasks rather than one long one (README.md,
 * Architecture: the first screen drawn before any script). A message, not setTimeout, which Chromium may delay.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    // addEventListener and start(), which the browser and Node (where the preview's transport is tested) both type.
    channel.port1.addEventListener('message', () => {
      channel.port1.close()
      resolve()
    })
    channel.port1.start()
    channel.port2.postMessage(null)
  })
}
