import { Fragment, type ReactElement } from 'react'
import { urlPieces } from './url-breaks.ts'

/**
 * A URL shown as text that wraps at its usual break points (url-breaks.ts) in a narrow column or at 200 % zoom; a
 * piece too long for the line on its own still breaks where the stylesheet lets it (overflow-wrap, last resort).
 * Copied, it is the URL as it is: <wbr> adds no character.
 */
export function UrlText({ url }: { url: string }): ReactElement {
  return (
    <bdi dir="ltr">
      {urlPieces(url).map((piece, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </bdi>
  )
}
