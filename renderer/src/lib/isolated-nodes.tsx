/**
 * Plain text whose isolated values (between U+2068 and U+2069, shared/i18n/translate.ts isolate()) are drawn as
 * <bdi> elements: the same bidi isolation in the DOM's own form, so the text a person copies, and a page's
 * text content, hold no invisible characters (docs/i18n.md, "Right to left").
 */
import { Fragment, type ReactNode } from 'react'

const ISOLATED = /\u2068([^\u2068\u2069]*)\u2069/

/** `text` as nodes: its isolated values in <bdi>, the rest as it is. */
export function isolatedNodes(text: string): ReactNode {
  if (!text.includes('\u2068')) return text
  // split with a capture group alternates text and an isolated value.
  return text
    .split(ISOLATED)
    .map((part, i) => <Fragment key={i}>{i % 2 === 0 ? part : <bdi>{part}</bdi>}</Fragment>)
}
