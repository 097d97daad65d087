/**
 * The catalogue's answer for one text, as catalogue:lookup gives it (the same core function, catalogue-lookup.ts,
 * so a row of a list gets the answer Lookup and the palette give). A catalogue that cannot be read (none for this
 * service, a key that may not read public data, a damaged file) answers nothing: the row goes to the service,
 * whose answer (a refusal in the words Keys uses) is the row's.
 */
import type { CatalogueLookup } from '../../../shared/ipc/catalogue.ts'
import { lookup } from '../catalogue/catalogue-lookup.ts'
import type { Catalogue } from '../catalogue/catalogue-types.ts'
import type { LookupText } from './bulk-resolve.ts'

const NOTHING: CatalogueLookup = {
  kind: 'none',
  bridges: [],
  usernames: [],
  suggestions: { usernames: [], titles: [] },
}

/** The lookup a bulk run asks, over the current service's catalogue. */
export function catalogueLookup(catalogue: Pick<Catalogue, 'read'>): LookupText {
  return (text) => {
    try {
      return catalogue.read((c) => lookup(c.reader, c.service, text), NOTHING)
    } catch {
      return NOTHING
    }
  }
}
