/**
 * A fetch over Electron's net.request, for a proxy that asks who the user is: net.fetch gives no way to answer a
 * 407 (Electron fires neither its 'login' event nor app's for it), net.request does, with its 'login' event. The
 * answer comes from the sign-in steps every transport shares (core/net/proxy-sign-in.ts): a known sign-in first,
 * then the user asked once; a sign-in the proxy refuses again ends the call saying so.
 *
 * Plain TypeScript over the few members of ClientRequest and IncomingMessage it uses (Electron's API docs,
 * "Class: ClientRequest"), so a scripted stand-in can play them in the unit tests: net.request cannot run here.
 */
import type { ProxySignIn } from '../core/net/proxy-sign-in.ts'
import { TransportFailure } from '../../shared/net/transport-failure.ts'
import { chromiumErrorName, chromiumNetFailure } from './chromium-net-errors.ts'

/** What Chromium says of a proxy or server that asks for a sign-in (Electron's AuthInfo). */
export interface AuthInfoLike {
  isProxy: boolean
  host: string
  port: number
  realm: string
}

/** The members of Electron's IncomingMessage read here. */
export interface IncomingLike {
  statusCode: number
  headers: Record<string, string | string[]>
  on(event: 'data', fn: (chunk: Buffer) => void): unknown
  on(event: 'end', fn: () => void): unknown
  on(event: 'error', fn: (error: Error) => void): unknown
}

/** The members of Electron's ClientRequest used here. */
export interface ClientRequestLike {
  setHeader(name: string, value: string): void
  on(event: 'response', fn: (res: IncomingLike) => void): unknown
  on(event: 'login', fn: (info: AuthInfoLike, cb: (user?: string, pass?: string) => void) => void): unknown
  on(event: 'error', fn: (error: Error) => void): unknown
  write(chunk: string | Buffer): void
  end(): void
  abort(): void
}

/** Electron's net.request options this fetch sets (ClientRequestConstructorOptions). */
export interface RequestOptionsLike {
  method: string
  url: string
  redirect: 'follow' | 'error' | 'manual'
  cache: 'no-store'
  useSessionCookies: false
}

// Statuses whose Response may not have a body (the Fetch standard's "null body status").
const NULL_BODY = new Set([101, 103, 204, 205, 304])

/** A fetch over `request` (net.request bound to the app's session) that signs in to a proxy through `signIn`. */
export function requestFetch(
  request: (options: RequestOptionsLike) => ClientRequestLike,
  signIn: ProxySignIn,
): typeof fetch {
  return async (input, init) => {
    const req = new Request(input, init)
    const body = req.body === null ? null : Buffer.from(await req.arrayBuffer())
    const signal = init?.signal ?? null
    signal?.throwIfAborted()
    return new Promise<Response>((resolve, reject) => {
      // The credentials are never in the request's options (no Proxy-Authorization header is set here): Chromium
      // sends them to the proxy only, from the 'login' answer.
      const client = request({
        method: req.method,
        url: req.url,
        redirect: req.redirect === 'manual' ? 'manual' : req.redirect === 'error' ? 'error' : 'follow',
        cache: 'no-store',
        useSessionCookies: false,
      })
      let attempts: ReturnType<ProxySignIn['attempts']> | null = null
      let settled = false
      const fail = (error: unknown): void => {
        if (settled) return
        settled = true
        signal?.removeEventListener('abort', onAbort)
        client.abort()
        reject(error)
      }
      const onAbort = (): void => fail(signal?.reason)
      signal?.addEventListener('abort', onAbort, { once: true })
      req.headers.forEach((value, name) => client.setHeader(name, value))

      client.on('login', (info, answer) => {
        // A server's own challenge is not answered: the API signs in with its key (shared/api/openapi.yaml).
        if (!info.isProxy) return answer()
        attempts ??= signIn.attempts({ proxy: `${info.host}:${info.port}`, realm: info.realm || null })
        attempts.next().then(
          (creds) => (creds === null ? answer() : answer(creds.username, creds.password)),
          () => answer(),
        )
      })
      client.on('response', (res) => {
        if (res.statusCode === 407) {
          fail(attempts?.failure() ?? new TransportFailure('proxy_auth_required', 'proxy answered 407'))
          return
        }
        void attempts?.passed()
        const headers = new Headers()
        for (const [name, value] of Object.entries(res.headers)) {
          for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v)
        }
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            res.on('data', (chunk) => controller.enqueue(new Uint8Array(chunk)))
            res.on('end', () => controller.close())
            res.on('error', (e) => controller.error(e))
          },
          cancel: () => client.abort(),
        })
        settled = true
        signal?.removeEventListener('abort', onAbort)
        resolve(
          new Response(NULL_BODY.has(res.statusCode) ? null : stream, { status: res.statusCode, headers }),
        )
      })
      client.on('error', (e) => {
        // Chromium's words become the app's, as for net.fetch (chromium-net-errors.ts).
        const name = chromiumErrorName(e)
        const code = name === null ? null : chromiumNetFailure(name)
        // A sign-in that was declined or refused says which, rather than only that the proxy asks.
        if (code === 'proxy_auth_required' && attempts !== null) return fail(attempts.failure())
        fail(code === null || name === null ? e : new TransportFailure(code, name, { cause: e }))
      })
      if (body !== null) client.write(body)
      client.end()
    })
  }
}
