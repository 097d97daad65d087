import { useDebounced } from '../../../lib/use-debounced.ts'

/**
 * `value` once it has stayed the same for `ms` (and null before): the detail of a row is asked for only when the
 * selection rests on it, so holding an arrow key sends nothing for the rows passed over.
 */
export function useRested<T>(value: T | null, ms: number): T | null {
  const rested = useDebounced(value, ms, null)
  return value === rested ? rested : null
}
