// What the reference service itself saw, read on the service side: the service runs in the test process, so
// node:http's diagnostics channels report every request it received and every status it sent.
import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request the service answered. */
export interface ServedRequest {
  /** Order of arrival at the service. */
  seq: number
  path: string
  /** The bearer token sent, or null. Stays in memory; never written anywhere. */
  key: string | null
  status: number
}

type Message = { request: IncomingMessage; response: ServerResponse; server: Server }

/** Records the requests one service (by origin) answered, until `stop`. */
export class ServiceTraffic {
  readonly served: ServedRequest[] = []
  private readonly port: number
  private seq = 0
  private readonly onStart = (msg: unknown): void => {
    const { request, server } = msg as Message
    if (this.matches(server)) (request as IncomingMessage & { bxSeq?: number }).bxSeq = ++this.seq
  }
  private readonly onFinish = (msg: unknown): void => {
    const { request, response, server } = msg as Message
    if (!this.matches(server)) return
    const auth = request.headers.authorization ?? ''
    const bearer = /^bearer\s+(\S+)$/i.exec(auth)
    this.served.push({
      seq: (request as IncomingMessage & { bxSeq?: number }).bxSeq ?? 0,
      path: request.url ?? '',
      key: bearer?.[1] ?? null,
      status: response.statusCode,
    })
  }

  constructor(origin: string) {
    this.port = Number(new URL(origin).port)
    subscribe('http.server.request.start', this.onStart)
    subscribe('http.server.response.finish', this.onFinish)
  }

  private matches(server: Server): boolean {
    const address = server.address() as AddressInfo | null
    return address?.port === this.port
  }

  /** Requests sent with `key`, in arrival order. */
  withKey(key: string): ServedRequest[] {
    return this.served.filter((r) => r.key === key).sort((a, b) => a.seq - b.seq)
  }

  /** How many responses had this status. */
  count(status: number): number {
    return this.served.filter((r) => r.status === status).length
  }

  stop(): void {
    unsubscribe('http.server.request.start', this.onStart)
    unsubscribe('http.server.response.finish', this.onFinish)
  }
}
