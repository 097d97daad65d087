/**
 * A change of language with the bridge list open (docs/i18n.md: no restart, every open page re-rendered at
 * once): the time from the change to the frame painted with the top bar and the first row in the new language.
 *
 * The change is made as Settings makes it (renderer/src/app/preferences.ts, usePreferencesChange): the new
 * language is put in the preferences query of the app's own QueryClient, which app/locale-root.tsx reads; main is
 * told beside it, and nothing on screen waits for its answer. Settings is a page of its own, so the list cannot be
 * on screen while its chooser is used: the bench reaches the page's QueryClient through React's fiber of
 * QueryClientProvider (a production build keeps it on the root element), the one way in from outside the app.
 * What is timed is what the user waits for: the new language's parts of the catalogue loading, and the
 * re-render of every open page.
 */
import type { Page } from 'playwright-core'
import { CATALOGUES } from '../../../build/check-messages.ts'

/** One change of language, measured. */
export interface LanguageSwitch {
  from: string
  to: string
  /** From the change to the frame painted with the top bar's and the first row's words in `to`. */
  ms: number
  /** Whether `to` had been shown before in this page (its boot part already loaded). */
  seenBefore: boolean
}

/** The order of the changes: every language once from English, then back to ones already loaded. */
export const SWITCHES = ['de', 'ar', 'ja', 'pl', 'en', 'de', 'ar'] as const

/**
 * Runs in the page: changes the language and resolves with the milliseconds until the frame after the top bar's
 * menu word reads `menu` and the first row's line under its title ("by …", the count of passes) has changed, or rejects after `timeoutMs`.
 */
const SWITCH_SCRIPT = `async ({ language, menu, timeoutMs }) => {
  const container = document.getElementById('root');
  const key = Object.keys(container).find((k) => k.startsWith('__reactContainer$'));
  if (key === undefined) throw new Error('no React root on #root');
  const stack = [container[key].stateNode.current];
  let client = null;
  while (stack.length > 0 && client === null) {
    const fiber = stack.pop();
    const candidate = fiber.memoizedProps && fiber.memoizedProps.client;
    if (candidate && typeof candidate.setQueryData === 'function') client = candidate;
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  if (client === null) throw new Error('no QueryClientProvider in the tree');
  const word = () => document.querySelector('.menu-button-word')?.textContent ?? null;
  const passes = () => document.querySelector('.bridge-list .bridge-row[data-row-index] .bridge-row-meta')?.textContent ?? null;
  const before = passes();
  if (before === null || word() === null) throw new Error('the list is not on screen');
  const done = () => word() === menu && passes() !== null && passes() !== before && document.documentElement.lang === language;
  return await new Promise((resolve, reject) => {
    const start = performance.now();
    const timer = setTimeout(() => { observer.disconnect(); reject(new Error('the page was not re-worded in ' + language)); }, timeoutMs);
    const check = () => {
      if (!done()) return;
      observer.disconnect();
      clearTimeout(timer);
      // The frame that shows it, then a task Chromium runs after that frame's paint (as the cold start's probe).
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - start);
        channel.port2.postMessage(0);
      });
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['lang'] });
    client.setQueryData(['preferences'], (p) => (p === undefined ? p : { ...p, language }));
    check();
  });
}`

/** Changes the language of `page` (the list on screen, in English) through SWITCHES, timing each change. */
export async function measureLanguageSwitches(page: Page, timeoutMs = 30_000): Promise<LanguageSwitch[]> {
  const out: LanguageSwitch[] = []
  const seen = new Set<string>(['en'])
  let from = 'en'
  for (const to of SWITCHES) {
    const menu = CATALOGUES[to]?.['shell.menu']
    if (menu === undefined) throw new Error(`no catalogue for ${to}`)
    const ms = (await page.evaluate(
      `(${SWITCH_SCRIPT})(${JSON.stringify({ language: to, menu, timeoutMs })})`,
    )) as number
    out.push({ from, to, ms, seenBefore: seen.has(to) })
    seen.add(to)
    from = to
  }
  return out
}
