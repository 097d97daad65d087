/**
 * The HTTP client electron-updater downloads the feed and the update with: Node's https, HTTPS only (a redirect to
 * http:// is refused too), trusting Node's bundled CAs plus the operating system's store (Node 24's
 * tls.getCACertificates('system')) plus any CA passed in. electron-updater's own ElectronHttpExecutor reaches
 * Electron through `require("electron")`, which a bundled ES module main process cannot give it.
 */
import type { ClientRequest, IncomingMessage } from 'node:http'
import { request, type RequestOptions } from 'node:https'
import { getCACertificates } from 'node:tls'
import {
  configureRequestOptions,
  configureRequestUrl,
  HttpExecutor,
  type DownloadOptions,
} from 'builder-util-runtime'

/** Certificates to trust besides the bundled and system ones (a private CA in tests, a company CA). */
export interface ExecutorTrust {
  extraCa?: readonly string[]
}

/** The executor for electron-updater's `httpExecutor` field. */
export class HttpsOnlyExecutor extends HttpExecutor<ClientRequest> {
  readonly #ca: string[]

  constructor(trust: ExecutorTrust = {}) {
    super()
    this.#ca = [...trustedCas(), ...(trust.extraCa ?? [])]
  }

  /** Downloads `url` to `destination`; the base class checks the sha512 the options carry while it streams. */
  download(url: URL, destination: string, options: DownloadOptions): Promise<string> {
    return options.cancellationToken.createPromise<string>((resolve, reject, onCancel) => {
      const requestOptions: RequestOptions = { headers: options.headers ?? undefined }
      configureRequestUrl(url, requestOptions)
      configureRequestOptions(requestOptions)
      this.doDownload(
        requestOptions,
        {
          destination,
          options,
          onCancel,
          callback: (error) => (error == null ? resolve(destination) : reject(error)),
          responseHandler: null,
        },
        0,
      )
    })
  }

  createRequest(options: RequestOptions, callback: (response: IncomingMessage) => void): ClientRequest {
    const protocol = options.protocol ?? 'https:'
    if (protocol !== 'https:') {
      throw new Error(`Refused ${protocol}//${options.hostname ?? ''}: the update feed is HTTPS only.`)
    }
    // A fresh connection per request: the library adds a timeout listener to the socket each time, which a
    // kept-alive socket would collect.
    return request({ ...options, ca: this.#ca, agent: false }, callback)
  }
}

function trustedCas(): string[] {
  const bundled = getCACertificates('default')
  try {
    return [...bundled, ...getCACertificates('system')]
  } catch {
    return [...bundled] // a Node without the system store: the bundled CAs are what it trusts by default
  }
}
