/**
 * Calls from one page reach the core in the order the page made them, as Electron's IPC delivers them (one ordered
 * pipe per window). Over HTTP each call is a request of its own: two sent a millisecond apart can have their bodies
 * read in either order, and a later change (the page left, a theme) would then be overwritten by an earlier one.
 * The preview's transport numbers its calls (`X-Explorer-Order: <page>.<n>`, renderer/src/lib/explorer-http.ts);
 * here a call is handed to the core only once every lower number of the same page has been, or once it has waited
 * ORDER_WAIT_MS for one that never came (a page unloaded mid-send): then the missing ones are given up on, and
 * arrive, if ever, in the order they come. A request without the header is not ordered.
 */

/** Header the preview's transport numbers its calls with. */
export const ORDER_HEADER = 'x-explorer-order'

/** How long a call waits for a lower-numbered one of its page before going without it. */
export const ORDER_WAIT_MS = 2000

/** Pages whose order is kept at once; the longest unheard-from is forgotten past this. */
const MAX_PAGES = 64

/** A page's id and the call's number, or null when the header is missing or not of that shape. */
export function readOrder(header: string | string[] | undefined): { page: string; n: number } | null {
  if (typeof header !== 'string') return null
  const match = /^([A-Za-z0-9-]{1,64})\.(\d{1,9})$/.exec(header)
  if (match === null) return null
  return { page: match[1]!, n: Number(match[2]) }
}

interface PageOrder {
  /** Every call below this number has been handed on (or given up on). */
  next: number
  /** Calls handed on above `next`, out of turn (those that waited too long, or that failed before their turn). */
  passed: Set<number>
  /** Calls waiting for their turn. */
  waiting: Map<number, () => void>
}

/** The order of every page's calls; `waitMs` for tests. */
export class CallOrder {
  readonly #pages = new Map<string, PageOrder>()
  readonly #waitMs: number

  constructor(waitMs = ORDER_WAIT_MS) {
    this.#waitMs = waitMs
  }

  /**
   * Resolves when call `n` of `page` may be handed to the core; the caller then hands it on synchronously and
   * calls `passed` (a handler's first, synchronous steps, such as queuing a write, are what is ordered).
   */
  async turn(page: string, n: number): Promise<void> {
    const order = this.#page(page)
    if (n <= order.next) return
    let timer: NodeJS.Timeout | undefined
    await new Promise<void>((resolve) => {
      order.waiting.set(n, resolve)
      timer = setTimeout(() => {
        // The lower ones are given up on: they go, if they ever come, without waiting (n <= next), and those
        // already waiting go now.
        order.waiting.delete(n)
        order.next = Math.max(order.next, n)
        for (const [m, wake] of order.waiting)
          if (m <= order.next) {
            order.waiting.delete(m)
            wake()
          }
        resolve()
      }, this.#waitMs)
    })
    clearTimeout(timer)
  }

  /** Call `n` of `page` has been handed on (or will never be): the next in line may go. */
  passed(page: string, n: number): void {
    const order = this.#page(page)
    if (n < order.next) return
    order.passed.add(n)
    while (order.passed.has(order.next)) {
      order.passed.delete(order.next)
      order.next += 1
    }
    const waiter = order.waiting.get(order.next)
    if (waiter !== undefined) {
      order.waiting.delete(order.next)
      waiter()
    }
  }

  #page(page: string): PageOrder {
    let order = this.#pages.get(page)
    if (order === undefined) {
      order = { next: 0, passed: new Set(), waiting: new Map() }
      if (this.#pages.size >= MAX_PAGES) {
        const oldest = this.#pages.keys().next().value
        if (oldest !== undefined) this.#pages.delete(oldest)
      }
    } else this.#pages.delete(page)
    // Map order is insertion order: the page heard from last goes to the end.
    this.#pages.set(page, order)
    return order
  }
}
