/**
 * Where a URL may wrap: the pieces between its usual break points, so a narrow column ends a line after "//" or
 * before "/", ".", "?" and the like, never inside a word ("http://loc|alhost"). The points are the ones style guides
 * give for URLs in running text (The Chicago Manual of Style, 7.42): after a colon or "//"; before a single slash,
 * tilde, period, comma, hyphen, underscore, question mark, number sign or percent sign; before or after "=" and "&".
 * The punctuation that starts a line tells the reader the URL goes on. Pure.
 */
export function urlPieces(url: string): string[] {
  const pieces: string[] = []
  let start = 0
  const cut = (at: number): void => {
    if (at > start && at < url.length) {
      pieces.push(url.slice(start, at))
      start = at
    }
  }
  for (let i = 0; i < url.length; i++) {
    const c = url[i]!
    const double = c === '/' && (url[i - 1] === '/' || url[i + 1] === '/')
    if (('~.,-_?#%=&'.includes(c) || (c === '/' && !double)) && i > 0) cut(i)
    // After "//", after a colon that does not start "//" (the scheme's stays with it), after "=" and "&".
    if ((c === '/' && url[i - 1] === '/') || (c === ':' && url[i + 1] !== '/') || c === '=' || c === '&')
      cut(i + 1)
  }
  pieces.push(url.slice(start))
  return pieces
}
