/** The keyboard's history shortcuts, as a pure function so it is unit-tested under Node. */

/** Which way a key press moves in history: Alt+←/→ (Cmd+[ / Cmd+] on macOS), or null. */
export function historyStepOf(
  e: { key: string; altKey: boolean; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean },
  mac: boolean,
): -1 | 1 | null {
  if (e.ctrlKey || e.shiftKey) return null
  if (mac && e.metaKey && !e.altKey) return e.key === '[' ? -1 : e.key === ']' ? 1 : null
  if (e.altKey && !e.metaKey) return e.key === 'ArrowLeft' ? -1 : e.key === 'ArrowRight' ? 1 : null
  return null
}
