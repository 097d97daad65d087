/**
 * catalogue:lookup: what a typed text names (a bridge id, a slug, a username, words of titles) and, when it names
 * nothing the catalogue holds, the close spellings it does hold ("did you mean").
 */
import type { CatalogueLookup } from '../../../shared/ipc/catalogue.ts'
import { classifyPasted, writtenAt } from '../../../shared/net/pasted.ts'
import type { CatalogueReader } from './catalogue-queries.ts'
import { words } from './catalogue-rows.ts'
import { allowedTypos, closest } from '../../../shared/text/typo.ts'

/** Classifies `text` against one service's rows. */
export function lookup(reader: CatalogueReader, service: number, text: string): CatalogueLookup {
  const t = text.trim()
  const none: CatalogueLookup = {
    kind: 'none',
    bridges: [],
    usernames: [],
    suggestions: { usernames: [], titles: [] },
  }
  if (t === '') return none
  // What an id looks like is read by the one parser of pasted text (shared/net/pasted.ts).
  const pasted = classifyPasted(t)
  if (pasted.kind === 'bridge-id') {
    const b = reader.byId(service, pasted.id.toLowerCase())
    return { ...none, kind: 'id', bridges: b ? [b] : [] }
  }
  const bySlug = reader.bySlug(service, t)
  if (bySlug) return { ...none, kind: 'slug', bridges: [bySlug] }
  const name = reader.username(service, writtenAt(t).name)
  if (name !== null) return { ...none, kind: 'username', usernames: [name] }
  const titled = reader.search(service, { q: t, limit: 10 })
  if (titled.total > 0) return { ...none, kind: 'title', bridges: titled.rows }
  return {
    ...none,
    suggestions: { usernames: nearUsernames(reader, service, t), titles: nearTitles(reader, service, t) },
  }
}

function nearUsernames(reader: CatalogueReader, service: number, t: string): string[] {
  const { name } = writtenAt(t)
  if (/\s/.test(name)) return []
  const length = [...name].length
  return closest(name, reader.usernamesNear(service, length, allowedTypos(length)))
}

/** Titles matching the text with each unknown word replaced by the nearest indexed word. */
function nearTitles(reader: CatalogueReader, service: number, t: string): string[] {
  const ws = words(t)
  if (ws.length === 0) return []
  const fixed: string[] = []
  for (const w of ws) {
    if (reader.hasWord(w)) {
      fixed.push(w)
      continue
    }
    const length = [...w].length
    const near = closest(w, reader.wordsNear(length, allowedTypos(length)), 1)[0]
    if (near === undefined) return []
    fixed.push(near)
  }
  return reader.search(service, { q: fixed.join(' '), limit: 5 }).rows.map((b) => b.title)
}
