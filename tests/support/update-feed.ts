/**
 * An electron-updater generic feed served over loopback HTTPS with a certificate the tests' private CA signed
 * (private-ca.ts): the update tests reach a real TLS server that only that CA vouches for.
 */
import { createHash } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { makeCertificates } from './private-ca.ts'

/** A CA and a server certificate for 127.0.0.1 and localhost that it signed (PEM). */
export interface PrivateCa {
  caCert: string
  serverKey: string
  serverCert: string
}

/** A throwaway CA and a loopback server certificate, made by the tests' one private CA (private-ca.ts). */
export async function makePrivateCa(): Promise<PrivateCa> {
  const dir = await mkdtemp(join(tmpdir(), 'bx-private-ca-'))
  try {
    const made = await makeCertificates(dir, '127.0.0.1', ['IP:127.0.0.1', 'DNS:localhost'])
    return {
      caCert: made.caPem,
      serverKey: await readFile(made.keyFile, 'utf8'),
      serverCert: await readFile(made.certFile, 'utf8'),
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** What the feed serves, path by path (`/latest-linux.yml`, the AppImage); anything else is a 404. */
export type FeedFiles = Map<string, string | Buffer>

/** A running feed: its URL, the paths asked for, and close. */
export interface Feed {
  url: string
  requests: string[]
  files: FeedFiles
  close(): Promise<void>
}

/** Serves `files` over HTTPS on 127.0.0.1 with the CA's server certificate. */
export async function serveFeed(ca: PrivateCa, files: FeedFiles = new Map()): Promise<Feed> {
  const requests: string[] = []
  const server: Server = createServer({ key: ca.serverKey, cert: ca.serverCert }, (req, res) => {
    const path = new URL(req.url ?? '/', 'https://127.0.0.1').pathname
    requests.push(path)
    const body = files.get(path)
    if (body === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
      return
    }
    res.writeHead(200, { 'content-length': Buffer.byteLength(body) }).end(body)
  })
  server.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `https://127.0.0.1:${port}/linux`,
    requests,
    files,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A release as electron-builder publishes it to a generic feed: latest-linux.yml and the AppImage. */
export function release(
  version: string,
  options: {
    notes?: string
    body?: Buffer
    sha512?: string
    sign?: (release: { version: string; files: { url: string; sha512: string }[] }) => string
  } = {},
): FeedFiles {
  const body = options.body ?? Buffer.from(`#!/bin/sh\necho Bridge Explorer ${version}\n`)
  const name = `bridge-explorer-${version}-linux-x86_64.AppImage`
  const sha512 = options.sha512 ?? createHash('sha512').update(body).digest('base64')
  const yml = [
    `version: ${version}`,
    'files:',
    `  - url: ${name}`,
    `    sha512: ${sha512}`,
    `    size: ${body.length}`,
    `path: ${name}`,
    `sha512: ${sha512}`,
    "releaseDate: '2026-11-27T00:00:00.000Z'",
    `releaseNotes: ${JSON.stringify(options.notes ?? '<p>What is new</p>')}`,
    ...(options.sign ? [`signature: ${options.sign({ version, files: [{ url: name, sha512 }] })}`] : []),
    '',
  ].join('\n')
  return new Map<string, string | Buffer>([
    ['/linux/latest-linux.yml', yml],
    [`/linux/${name}`, body],
  ])
}
