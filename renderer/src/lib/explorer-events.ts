/** The preview's event stream read with fetch (EventSource cannot send the token header), reconnecting with backoff. */

/** How to open the stream and where its events go. */
export interface EventStreamOptions {
  url: string
  headers: Record<string, string>
  fetch: typeof fetch
  dispatch: (event: string, data: unknown) => void
  /** First reconnect delay; doubles up to maxDelayMs while the server stays away. */
  initialDelayMs?: number
  maxDelayMs?: number
}

/** Splits a text/event-stream into (event, data) pairs; feed it decoded text in any chunking. */
export function createSseParser(onEvent: (event: string, data: string) => void): (chunk: string) => void {
  let buffer = ''
  let event = ''
  let data: string[] = []
  return (chunk) => {
    buffer += chunk
    let newline: number
    while ((newline = buffer.search(/\r\n|\r|\n/)) !== -1) {
      const line = buffer.slice(0, newline)
      buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1))
      if (line === '') {
        if (data.length > 0) onEvent(event === '' ? 'message' : event, data.join('\n'))
        event = ''
        data = []
        continue
      }
      if (line.startsWith(':')) continue // comment: the heartbeat
      const colon = line.indexOf(':')
      const field = colon === -1 ? line : line.slice(0, colon)
      let value = colon === -1 ? '' : line.slice(colon + 1)
      if (value.startsWith(' ')) value = value.slice(1)
      if (field === 'event') event = value
      else if (field === 'data') data.push(value)
    }
  }
}

/** Opens the stream now and keeps it open until close(); a dropped connection is retried with backoff. */
export function openEventStream(options: EventStreamOptions): { close(): void } {
  const initial = options.initialDelayMs ?? 500
  const max = options.maxDelayMs ?? 15_000
  const controller = new AbortController()
  const { signal } = controller

  const waitOrAbort = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const timer = setTimeout(done, ms)
      signal.addEventListener('abort', done, { once: true })
      function done(): void {
        clearTimeout(timer)
        signal.removeEventListener('abort', done)
        resolve()
      }
    })

  const readOnce = async (onOpen: () => void): Promise<void> => {
    const response = await options.fetch(options.url, {
      headers: { ...options.headers, Accept: 'text/event-stream' },
      signal,
    })
    if (!response.ok || response.body === null) {
      await response.body?.cancel()
      return
    }
    onOpen()
    const parse = createSseParser((event, text) => {
      let data: unknown
      try {
        data = JSON.parse(text)
      } catch {
        return // a malformed frame is dropped, not fatal
      }
      options.dispatch(event, data)
    })
    const reader = response.body.getReader()
    const decoder = new TextDecoder()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      parse(decoder.decode(value, { stream: true }))
    }
  }

  void (async () => {
    let delay = initial
    while (!signal.aborted) {
      try {
        await readOnce(() => {
          delay = initial
        })
      } catch {
        // Network error or abort: the loop condition tells them apart.
      }
      if (signal.aborted) break
      await waitOrAbort(delay)
      delay = Math.min(delay * 2, max)
    }
  })()

  return { close: () => controller.abort() }
}
