import { useEffect, useState } from 'react'

/** `value`, but only after it has stopped changing for `delayMs` (so typing sends one search, not ten). */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const id = window.setTimeout(() => setSettled(value), delayMs)
    return () => window.clearTimeout(id)
  }, [value, delayMs])
  return settled
}
