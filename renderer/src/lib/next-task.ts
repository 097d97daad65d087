import { useEffect, useState } from 'react'

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

/** Resolves in the task after the next frame, which runs once that frame has been painted. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => void nextTask().then(resolve)))
}

/**
 * False until the browser has laid out and painted the calling component's first render, true from then on. A
 * virtualizer handed its scroll element only then measures a layout already done, rather than forcing the layout
 * of the rows it just inserted inside the task that inserted them (one long task when a list's first rows arrive).
 */
export function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let live = true
    void afterNextPaint().then(() => live && setPainted(true))
    return () => {
      live = false
    }
  }, [])
  return painted
}
