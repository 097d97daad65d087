import { useEffect, useState } from 'react'

/**
 * `value`, but only after it has stopped changing for `delayMs` (so typing sends one search, not ten); `before`
 * until the first value has settled (the first value itself unless given). The renderer's one debounce.
 */
export function useDebounced<T>(value: T, delayMs: number, before: T = value): T {
  const [settled, setSettled] = useState(before)
  useEffect(() => {
    const id = window.setTimeout(() => setSettled(value), delayMs)
    return () => window.clearTimeout(id)
  }, [value, delayMs])
  return settled
}
