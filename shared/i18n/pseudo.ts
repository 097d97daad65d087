/**
 * The pseudo-locale (docs/i18n.md): English with every letter accented, set between ⟦ ⟧ and made 40 % longer, so
 * a word that skipped the catalogue shows plain, and a box too small for German or Polish shows clipped.
 * Works on the parsed message (its literal text only), so placeholders, plurals and selects still work.
 */

/** The parts of a parsed ICU message this transform reads (intl-messageformat's AST, structurally). */
export interface MessageNode {
  type: number
  value?: string
  options?: Record<string, { value: MessageNode[] }>
  children?: MessageNode[]
}

const LITERAL = 0
const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'áƀçđéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ'][i] ?? c,
  ]),
)

/** Text with every Latin letter accented. */
export function accent(text: string): string {
  return [...text].map((c) => ACCENTED[c] ?? c).join('')
}

function literalLength(nodes: readonly MessageNode[]): number {
  let n = 0
  for (const node of nodes) {
    if (node.type === LITERAL) n += node.value?.length ?? 0
    for (const option of Object.values(node.options ?? {})) n = Math.max(n, literalLength(option.value))
    n += literalLength(node.children ?? [])
  }
  return n
}

function accentNodes(nodes: readonly MessageNode[]): MessageNode[] {
  return nodes.map((node) => ({
    ...node,
    ...(node.type === LITERAL ? { value: accent(node.value ?? '') } : {}),
    ...(node.options === undefined
      ? {}
      : {
          options: Object.fromEntries(
            Object.entries(node.options).map(([k, o]) => [k, { ...o, value: accentNodes(o.value) }]),
          ),
        }),
    ...(node.children === undefined ? {} : { children: accentNodes(node.children) }),
  }))
}

/** The pseudo-locale's form of a parsed message: accented, between ⟦ ⟧, padded to 140 % of its letters. */
export function pseudoAst(nodes: readonly MessageNode[]): MessageNode[] {
  const padding = '·'.repeat(Math.max(1, Math.ceil(literalLength(nodes) * 0.4) - 2))
  return [{ type: LITERAL, value: '⟦' }, ...accentNodes(nodes), { type: LITERAL, value: `${padding}⟧` }]
}
