/**
 * What a link back to a route says ("← Bridges", "← Solar roofs"): the names are app/pages.ts's, which only app/
 * may import, so app/ provides them to the views through this context (HOUSE_STYLE.md "Layers").
 */
import { createContext, useContext } from 'react'
import type { Route } from './route.ts'

/** The words of a link back to `route`; app/ provides backLabel from app/pages.ts. */
export const BackLabelContext = createContext<(route: Route) => string>(() => 'Back')

/** The words of a link back to a route. */
export const useBackLabel = (): ((route: Route) => string) => useContext(BackLabelContext)
