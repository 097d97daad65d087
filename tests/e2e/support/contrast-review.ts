// Decides the colour-contrast checks axe leaves undecided, the way a person reviewing them would.
//
// axe leaves a text's contrast undecided when something lies over it at the moment of the check (the pinned search,
// the side panel, the page scrolled under the top bar) or when its content is a symbol rather than text (☰, ✓, ×).
// Neither says the colours are unreadable: the text is drawn over its own ancestors' backgrounds once it is in
// view. So each such element's colour is composited over its ancestors' background colours, from the computed
// styles, and held to WCAG 2.2: 4.5 : 1 for text, 3 : 1 for large text (1.4.3) and for symbols (1.4.11, non-text
// contrast). What stays undecided (a background image or gradient, no opaque background anywhere) is returned for
// a person to look at.
import type { Page } from '@playwright/test'

/** One check axe could not decide: the element's selector and axe's reason. */
export interface UndecidedCheck {
  target: string
  reason: string
}

export interface ContrastReview {
  /** Decided and readable. */
  passed: number
  /** Decided and too faint: "<target>: 2.9 : 1, needs 4.5 : 1". */
  failed: string[]
  /** Still undecided, with why. */
  undecided: string[]
}

interface Verdict {
  target: string
  ratio?: number
  needed?: number
  why?: string
}

export async function reviewContrast(page: Page, checks: readonly UndecidedCheck[]): Promise<ContrastReview> {
  const verdicts: Verdict[] = await page.evaluate((list) => {
    type Rgba = [number, number, number, number]
    const parse = (text: string): Rgba | undefined => {
      const m = /^rgba?\(([^)]+)\)$/.exec(text.trim())
      if (!m) return undefined
      const parts = m[1]!
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number)
      if (parts.length < 3 || parts.some((n) => Number.isNaN(n))) return undefined
      return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1]
    }
    /** `top` drawn over the opaque `under`. */
    const over = (top: Rgba, under: Rgba): Rgba => [
      top[0] * top[3] + under[0] * (1 - top[3]),
      top[1] * top[3] + under[1] * (1 - top[3]),
      top[2] * top[3] + under[2] * (1 - top[3]),
      1,
    ]
    const luminance = (c: Rgba): number => {
      const lin = (v: number) => {
        const s = v / 255
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2])
    }
    return list.map(({ target, reason }) => {
      const el = document.querySelector(target)
      if (!el) return { target, why: 'gone before it could be reviewed' }
      // Layers of background from the element up, until one is opaque.
      const layers: Rgba[] = []
      let opacity = 1
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node)
        opacity *= Number(style.opacity)
        if (style.backgroundImage !== 'none')
          return { target, why: 'drawn over a background image or gradient' }
        const bg = parse(style.backgroundColor)
        if (bg && bg[3] > 0) layers.push(bg)
        if (bg && bg[3] >= 1) break
      }
      const base = layers.at(-1)
      if (!base || base[3] < 1) return { target, why: 'no opaque background behind it' }
      const background = layers.slice(0, -1).reduceRight<Rgba>((under, top) => over(top, under), base)
      const style = getComputedStyle(el)
      const ink = parse(style.color)
      if (!ink) return { target, why: `an unreadable colour (${style.color})` }
      const text = over([ink[0], ink[1], ink[2], ink[3] * opacity], background)
      const [hi, lo] = [luminance(text), luminance(background)].sort((a, b) => b - a) as [number, number]
      const ratio = (hi + 0.05) / (lo + 0.05)
      const size = parseFloat(style.fontSize)
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700)
      const symbol = reason.includes('non-text')
      return { target, ratio, needed: symbol || large ? 3 : 4.5 }
    })
  }, checks)
  const review: ContrastReview = { passed: 0, failed: [], undecided: [] }
  for (const v of verdicts) {
    if (v.ratio === undefined || v.needed === undefined) review.undecided.push(`${v.target}: ${v.why}`)
    else if (v.ratio >= v.needed) review.passed++
    else review.failed.push(`${v.target}: ${v.ratio.toFixed(2)} : 1, needs ${v.needed} : 1`)
  }
  return review
}
