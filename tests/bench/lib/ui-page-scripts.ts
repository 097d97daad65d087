/**
 * Code that runs inside the page. Kept as strings because the Node tsconfig has no DOM types, and adding them
 * for the whole Node program would hide `window` misuse in electron/.
 */

/** Figures the init script keeps on `window.__bench`, as read back by `readProbe`. */
export interface PageProbe {
  /** Most bridge row elements in the DOM at once, since the last `resetMax`. */
  maxRows: number
  /** performance.now() (ms since navigation start) just after the frame that showed 20 rows was painted. */
  paint20: number | null
  /** Date.now() at that same moment, to compare with the clock of the Node process. */
  paint20Wall: number | null
  /** Long tasks seen so far: start (performance.now() ms) and duration. */
  longTasks: Array<{ start: number; duration: number }>
}

/** A row element of the bridge list, the loader row included. */
export const ROW_SELECTOR = '.bridge-list .bridge-row'

/**
 * Installed before the app's scripts run. A MutationObserver counts rows after every DOM change (React commits
 * in one task, so the observer sees each committed state). When 20 bridge rows first exist it waits for the next
 * animation frame and then a message-channel task, which Chromium runs after that frame's paint.
 */
export function initScript(rowSelector: string): string {
  return `(() => {
  const probe = { maxRows: 0, paint20: null, paint20Wall: null, longTasks: [] };
  let armed = true;
  const rows = () => document.querySelectorAll(${JSON.stringify(rowSelector)});
  const onChange = () => {
    const all = rows();
    if (all.length > probe.maxRows) probe.maxRows = all.length;
    if (!armed) return;
    let loaded = 0;
    for (const row of all) if (row.hasAttribute('data-row-index')) loaded++;
    if (loaded < 20) return;
    armed = false;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        probe.paint20 = performance.now();
        probe.paint20Wall = Date.now();
      };
      channel.port2.postMessage(0);
    });
  };
  new MutationObserver(onChange).observe(document, { childList: true, subtree: true });
  let observer = null;
  try {
    observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) probe.longTasks.push({ start: e.startTime, duration: e.duration });
    });
    observer.observe({ type: 'longtask', buffered: true });
  } catch {}
  probe.flush = () => {
    if (observer) for (const e of observer.takeRecords()) probe.longTasks.push({ start: e.startTime, duration: e.duration });
  };
  probe.resetMax = () => { probe.maxRows = rows().length; };
  window.__bench = probe;
})()`
}

/** The init script for the bridge list. */
export const INIT_SCRIPT = initScript(ROW_SELECTOR)

/** Where a scrolled list keeps its rows: the scrolled box, and expressions for rows loaded and one row's height. */
export interface ListShape {
  box: string
  /** JS expression: the number of rows loaded (the DOM holds only those in view). */
  loaded: string
  /** JS expression: the height of one row in px. */
  rowPx: string
}

/** The bridge list: aria-setsize holds the rows loaded. */
export const LIST_SHAPE: ListShape = {
  box: '.bridge-list-scroll',
  loaded: `(() => { const r = document.querySelector('.bridge-list .bridge-row[aria-setsize]'); return r ? Number(r.getAttribute('aria-setsize')) : 0 })()`,
  rowPx: `(() => { const s = document.querySelector('.bridge-list-slot'); return s ? s.getBoundingClientRect().height : 0 })()`,
}

/** Expression: the probe's figures (pending long-task entries flushed first). */
export const READ_PROBE = `(() => {
  const p = window.__bench;
  p.flush();
  return { maxRows: p.maxRows, paint20: p.paint20, paint20Wall: p.paint20Wall, longTasks: p.longTasks.slice() };
})()`

/**
 * Predicate for page.waitForFunction: true once 20 rows have been painted. A function, not a string: Playwright
 * evaluates string predicates with eval, which the app's CSP (no 'unsafe-eval') rightly refuses.
 */
export function painted20(): boolean {
  const probe = (globalThis as { __bench?: { paint20: number | null } }).__bench
  return probe !== undefined && probe.paint20 !== null
}

/** What `scrollToLoad` reports. */
export interface LoadResult {
  /** performance.now() when loading by scrolling began. */
  start: number
  loaded: number
  ms: number
  frames: number
}

/**
 * Expression for page.evaluate: keep the list scrolled to its end, one step per animation frame, until at least
 * `target` rows are loaded (read from aria-setsize, which the list sets to the number loaded) or `timeoutMs` ends.
 */
export function scrollToLoad(target: number, timeoutMs: number, shape: ListShape = LIST_SHAPE): string {
  return `new Promise((resolve, reject) => {
    const box = document.querySelector(${JSON.stringify(shape.box)});
    if (!box) return reject(new Error('no ${shape.box} element'));
    const started = performance.now();
    let frames = 0;
    const loaded = () => ${shape.loaded};
    const step = () => {
      frames++;
      const n = loaded();
      const ms = performance.now() - started;
      if (n >= ${target}) return resolve({ start: started, loaded: n, ms, frames });
      if (ms > ${timeoutMs}) return reject(new Error('only ' + n + ' rows loaded after ' + Math.round(ms) + ' ms'));
      box.scrollTop = box.scrollHeight;
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  })`
}

/** What one measured scroll pass reports (times in performance.now() ms). */
export interface PassResult {
  start: number
  end: number
  frames: number
  maxFrameGap: number
  distancePx: number
  rowsLoaded: number
  /** Rows loaded when the pass ended (reaching the end may load more). */
  rowsAtEnd: number
  /** [rAF timestamp, scrollTop] of every frame, to place a long task in the list. */
  samples: Array<[number, number]>
  /** Height of one row slot in px. */
  rowPx: number
}

/**
 * Expression for page.evaluate: from the top, scroll down `stepPx` per animation frame to the end of the list as
 * it stands when the pass starts, then back up to the top; records the rAF timestamps' largest gap.
 */
export function scrollPass(stepPx: number, shape: ListShape = LIST_SHAPE): string {
  return `new Promise((resolve, reject) => {
    const box = document.querySelector(${JSON.stringify(shape.box)});
    if (!box) return reject(new Error('no ${shape.box} element'));
    box.scrollTop = 0;
    requestAnimationFrame(() => requestAnimationFrame((first) => {
      const bottom = box.scrollHeight - box.clientHeight;
      const rowsLoaded = ${shape.loaded};
      const rowPx = ${shape.rowPx};
      window.__bench.resetMax();
      let last = first;
      let maxGap = 0;
      let frames = 0;
      let down = true;
      let top = 0;
      const samples = [];
      const start = performance.now();
      const step = (ts) => {
        frames++;
        if (ts - last > maxGap) maxGap = ts - last;
        last = ts;
        if (down) {
          top = Math.min(bottom, top + ${stepPx});
          if (top >= bottom) down = false;
        } else {
          top = Math.max(0, top - ${stepPx});
        }
        box.scrollTop = top;
        samples.push([ts, top]);
        if (!down && top === 0) {
          // One more frame so the last scroll position is rendered and counted.
          return requestAnimationFrame((endTs) => {
            if (endTs - last > maxGap) maxGap = endTs - last;
            const rowsAtEnd = ${shape.loaded};
            resolve({ start, end: performance.now(), frames: frames + 1, maxFrameGap: maxGap, distancePx: 2 * bottom, rowsLoaded, rowsAtEnd, samples, rowPx });
          });
        }
        requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    }));
  })`
}
