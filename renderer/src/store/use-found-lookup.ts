import { useEffect } from 'react'
import { useLookupRecorded, useTakeFoundLookup } from './ui-store.ts'

/** Records the pending lookup for `href` in "Recent" once `found` is true (the page loaded what it names). */
export function useFoundLookup(href: string, found: boolean): void {
  const recorded = useLookupRecorded()
  const takeFoundLookup = useTakeFoundLookup()
  useEffect(() => {
    if (!found) return
    const entry = takeFoundLookup(href)
    if (entry !== null) recorded(entry)
  }, [href, found, recorded, takeFoundLookup])
}
