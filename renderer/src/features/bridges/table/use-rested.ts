import { useEffect, useState } from 'react'

/**
 * `value` once it has stayed the same for `ms` (and null before): the detail of a row is asked for only when the
 * selection rests on it, so holding an arrow key sends nothing for the rows passed over.
 */
export function useRested<T>(value: T | null, ms: number): T | null {
  const [rested, setRested] = useState<T | null>(null)
  useEffect(() => {
    if (value === null) return
    const timer = setTimeout(() => setRested(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return value === rested ? rested : null
}
