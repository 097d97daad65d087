/**
 * A private certificate authority made with openssl for one test run, and an electron-updater generic feed
 * served over loopback HTTPS with a certificate it signed: the update tests reach a real TLS server that only
 * that CA vouches for.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A CA and a server certificate for 127.0.0.1 and localhost that it signed (PEM). */
export interface PrivateCa {
  caCert: string
  serverKey: string
  serverCert: string
}

/** Makes a throwaway CA and a loopback server certificate with openssl. */
export function makePrivateCa(): PrivateCa {
  const dir = mkdtempSync(join(tmpdir(), 'bx-private-ca-'))
  const at = (name: string): string => join(dir, name)
  const openssl = (...args: string[]): void => {
    execFileSync('openssl', args, { stdio: 'pipe' })
  }
  try {
    const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
    openssl(
      'req',
      '-x509',
      ...ec,
      '-keyout',
      at('ca.key'),
      '-out',
      at('ca.pem'),
      '-days',
      '2',
      '-subj',
      '/CN=Bridge Explorer test CA',
    )
    openssl(
      'req',
      '-new',
      ...ec,
      '-keyout',
      at('server.key'),
      '-out',
      at('server.csr'),
      '-subj',
      '/CN=127.0.0.1',
    )
    writeFileSync(at('ext.cnf'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n')
    openssl(
      'x509',
      '-req',
      '-in',
      at('server.csr'),
      '-CA',
      at('ca.pem'),
      '-CAkey',
      at('ca.key'),
      '-CAcreateserial',
      '-out',
      at('server.pem'),
      '-days',
      '2',
      '-extfile',
      at('ext.cnf'),
    )
    return {
      caCert: readFileSync(at('ca.pem'), 'utf8'),
      serverKey: readFileSync(at('server.key'), 'utf8'),
      serverCert: readFileSync(at('server.pem'), 'utf8'),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
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
