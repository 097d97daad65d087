/**
 * Code that runs inside the page for `npm run bench:table` (strings, as in ui-page-scripts.ts: the Node tsconfig
 * has no DOM types): the table's shape for loading and scrolling, one timed sort, and a session of arrow keys.
 */
import { initScript, type ListShape } from './ui-page-scripts.ts'

/** A data row of the table (header and loader rows excluded from nothing: the loader row is a row too). */
export const TABLE_ROW_SELECTOR = '.table-body [role="row"]'

/** The probe of ui-page-scripts.ts, counting table rows. */
export const TABLE_INIT_SCRIPT = initScript(TABLE_ROW_SELECTOR)

/** The table: the grid's aria-rowcount is the rows loaded plus the header row. */
export const TABLE_SHAPE: ListShape = {
  box: '.grid-scroll',
  loaded: `(() => { const g = document.querySelector('[role="grid"]'); return g ? Number(g.getAttribute('aria-rowcount')) - 1 : 0 })()`,
  rowPx: `(() => { const r = document.querySelector('.table-body [role="row"]'); return r ? r.getBoundingClientRect().height : 0 })()`,
}

/** What one sort took: the click's handler (sort and render) and click to the next frame painted. */
export interface SortTiming {
  column: string
  handlerMs: number
  toPaintMs: number
  /** aria-sort of the heading afterwards. */
  ariaSort: string | null
}

/**
 * Expression: clicks the sort button of column `column` and resolves after the next frame has been painted (a
 * message-channel task after requestAnimationFrame runs after that frame's paint in Chromium).
 */
export function sortOnce(column: string): string {
  return `new Promise((resolve, reject) => {
    const cell = document.querySelector('[role="columnheader"][data-column="${column}"]');
    const button = cell && cell.querySelector('button');
    if (!button) return reject(new Error('no sort button for ${column}'));
    const t0 = performance.now();
    button.click();
    const t1 = performance.now();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve({
        column: ${JSON.stringify(column)},
        handlerMs: t1 - t0,
        toPaintMs: performance.now() - t0,
        ariaSort: cell.getAttribute('aria-sort'),
      });
      channel.port2.postMessage(0);
    });
  })`
}

/** What the arrow-key session did. */
export interface ArrowSession {
  keys: number
  bursts: number
  /** Pauses long enough to count as resting on a row (the title of the row rested on, each time). */
  rests: string[]
  /** Pauses too short to rest. */
  shortPauses: number
  ms: number
}

/**
 * Expression: `durationMs` of arrow keys on the grid, as a person skimming does: a burst of 1 to 12 presses at
 * key-repeat speed (one every 33 ms, mostly down), then a pause, either short (60 to 200 ms, passing on) or long
 * (450 to 1,500 ms, reading the panel). Pauses stay clear of `restMs` on both sides, so "rested" is not a guess.
 * A fixed seed makes every run the same sequence.
 */
export function arrowSession(durationMs: number, restMs: number, seed: number): string {
  return `new Promise((resolve, reject) => {
    const grid = document.querySelector('[role="grid"]');
    if (!grid) return reject(new Error('no grid'));
    let state = ${seed} >>> 0;
    const random = () => { state = (state * 1664525 + 1013904223) >>> 0; return state / 4294967296; };
    const between = (a, b) => a + Math.floor(random() * (b - a + 1));
    const press = (key) => grid.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    const activeTitle = () => {
      const row = document.querySelector('.table-row.is-active [data-column="title"]');
      return row ? row.textContent : '?';
    };
    const out = { keys: 0, bursts: 0, rests: [], shortPauses: 0, ms: 0 };
    const start = performance.now();
    const burst = () => {
      if (performance.now() - start >= ${durationMs}) {
        out.ms = performance.now() - start;
        return resolve(out);
      }
      out.bursts++;
      const key = random() < 0.8 ? 'ArrowDown' : 'ArrowUp';
      let left = between(1, 12);
      const step = () => {
        press(key);
        out.keys++;
        if (--left > 0) return setTimeout(step, 33);
        const long = random() < 0.7;
        const pause = long ? between(Math.max(450, ${restMs} + 150), 1500) : between(60, Math.min(200, ${restMs} - 100));
        setTimeout(() => {
          if (long) out.rests.push(activeTitle());
          else out.shortPauses++;
          burst();
        }, pause);
      };
      step();
    };
    burst();
  })`
}
