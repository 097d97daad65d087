/**
 * The real parts of the network tests, from Debian's packages (installed by .ci/run): tinyproxy as the company's
 * forward proxy, stunnel4 as the TLS terminator in front of the reference service (its certificates from
 * tests/support/private-ca.ts). Every one listens on a loopback address and a free port, and is stopped by the test.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { connect, createServer, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import { isLoopbackHost } from '../../../shared/net/url-safety.ts'
import { makeCertificates } from '../../support/private-ca.ts'
import { releasedPort } from '../../support/released-port.ts'

/** The path of `name` on PATH, or null. */
export function which(name: string): string | null {
  for (const dir of (process.env['PATH'] ?? '').split(delimiter)) {
    if (dir !== '' && existsSync(join(dir, name))) return join(dir, name)
  }
  return null
}

/**
 * A host name that is not this computer's by its spelling (so the app sends it through the proxy) but that
 * /etc/hosts maps to a loopback address (so the proxy's connection stays on this machine): the machine's own
 * name usually is one. Read from the file, never looked up: no query leaves the machine.
 */
export async function loopbackAlias(): Promise<{ name: string; address: string } | null> {
  let text: string
  try {
    text = await readFile('/etc/hosts', 'utf8')
  } catch {
    return null
  }
  for (const line of text.split('\n')) {
    const [address, ...names] = line.replace(/#.*/, '').trim().split(/\s+/)
    if (address === undefined || !/^127\.\d+\.\d+\.\d+$/.test(address)) continue
    const name = names.find((n) => /^[a-z0-9-]+$/i.test(n) && !isLoopbackHost(n))
    if (name !== undefined) return { name, address }
  }
  return null
}

/**
 * Whether the network tests can run here: the reason they are skipped (a tool missing, or no name that looks remote
 * while staying local), or false; and that name.
 */
export async function proxyPartsHere(): Promise<{
  skip: string | false
  alias: { name: string; address: string } | null
}> {
  const missing = [
    ...(which('tinyproxy') === null ? ['tinyproxy'] : []),
    ...(which('stunnel4') === null && which('stunnel') === null ? ['stunnel4'] : []),
    ...(which('openssl') === null ? ['openssl'] : []),
  ]
  const alias = await loopbackAlias()
  const skip =
    missing.length > 0
      ? `not installed: ${missing.join(', ')} (bash .ci/run installs them)`
      : alias === null
        ? 'no name in /etc/hosts maps to a loopback address, so no service can look remote while staying local'
        : false
  return { skip, alias }
}

/** The reference service behind stunnel, its API at `apiUrl`; `stop` stops both and removes `dir`. */
export interface ServiceBehindTls {
  /** A fresh folder for the certificates (ca.pem among them), configurations and logs of the daemons. */
  dir: string
  service: ReferenceService
  tls: Daemon
  /** The private CA the app must be given to trust `apiUrl`. */
  caPem: string
  apiUrl: string
  stop(): Promise<void>
}

/**
 * The reference service with 20 bridges and one active read:public `key` of `owner`, behind stunnel on `alias` with
 * a certificate of a private CA made for the alias's name: to the app, a service on another machine over HTTPS.
 */
export async function startServiceBehindTls(
  alias: { name: string; address: string },
  { prefix, key, owner }: { prefix: string; key: string; owner: string },
): Promise<ServiceBehindTls> {
  const dir = await mkdtemp(join(tmpdir(), prefix))
  const stops: (() => Promise<unknown>)[] = [() => rm(dir, { recursive: true, force: true })]
  const stop = async (): Promise<void> => {
    for (const s of stops.splice(0)) await s()
  }
  try {
    const certs = await makeCertificates(dir, alias.name)
    const service = await startReferenceService({
      port: 0,
      host: '127.0.0.1',
      bridges: 20,
      keys: {
        accounts: [{ username: owner, api_access: 'approved' }],
        keys: [{ key, owner, scopes: ['read:public'], status: 'active', expires_at: null }],
      },
    })
    stops.unshift(() => service.stop())
    const tls = await startStunnel(dir, alias.address, Number(new URL(service.origin).port), certs)
    stops.unshift(() => tls.stop())
    return { dir, service, tls, caPem: certs.caPem, apiUrl: `https://${alias.name}:${tls.port}/v1/api`, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** Waits until something accepts connections on `port` (bounded: 10 s). */
async function listening(port: number, host = '127.0.0.1'): Promise<void> {
  const until = Date.now() + 10_000
  while (Date.now() < until) {
    const up = await new Promise<boolean>((resolve) => {
      const s = connect({ port, host }, () => {
        s.destroy()
        resolve(true)
      })
      s.on('error', () => resolve(false))
    })
    if (up) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`nothing listens on ${host}:${port} after 10 s`)
}

/** A started process of ours, stopped by its pid. */
export interface Daemon {
  port: number
  /** Its log, as written so far. */
  log(): Promise<string>
  stop(): Promise<void>
}

function daemon(child: ChildProcess, port: number, logFile: string): Daemon {
  let output = ''
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return {
    port,
    log: async () => `${await readFile(logFile, 'utf8').catch(() => '')}${output}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

/**
 * Starts a daemon that must be told its port in its config: on a port from releasedPort(), and again on another
 * one (3 tries) when the daemon exits before it listens, as it does when another test process bound that port
 * first.
 */
async function startOnFreePort(
  name: string,
  address: string,
  launch: (port: number) => Promise<{ child: ChildProcess; logFile: string }>,
): Promise<Daemon> {
  let last = ''
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await releasedPort()
    const { child, logFile } = await launch(port)
    const d = daemon(child, port, logFile)
    const exited = new Promise<'exited'>((resolve) => child.once('exit', () => resolve('exited')))
    const outcome = await Promise.race([listening(port, address).then(() => 'up' as const), exited]).catch(
      (e: unknown) => e,
    )
    // Listening and still alive: ours, not another process's listener on a port we lost.
    if (outcome === 'up' && child.exitCode === null && child.signalCode === null) return d
    await d.stop()
    last = `${outcome instanceof Error ? outcome.message : `${name} ${String(outcome)}`}\n${await d.log()}`
  }
  throw new Error(`${name} did not start on a free port in 3 tries: ${last}`)
}

/** stunnel terminating TLS on `address`:a free port with `cert`, forwarding in clear to 127.0.0.1:`targetPort`. */
export async function startStunnel(
  dir: string,
  address: string,
  targetPort: number,
  cert: { certFile: string; keyFile: string },
  name = 'stunnel',
): Promise<Daemon> {
  return startOnFreePort(name, address, async (port) => {
    const logFile = join(dir, `${name}.log`)
    const conf = join(dir, `${name}.conf`)
    await writeFile(
      conf,
      [
        'foreground = yes',
        'pid =',
        `output = ${logFile}`,
        '[api]',
        `accept = ${address}:${port}`,
        `connect = 127.0.0.1:${targetPort}`,
        `cert = ${cert.certFile}`,
        `key = ${cert.keyFile}`,
        '',
      ].join('\n'),
    )
    const child = spawn(which('stunnel4') ?? 'stunnel', [conf], { stdio: ['ignore', 'pipe', 'pipe'] })
    return { child, logFile }
  })
}

/** tinyproxy on 127.0.0.1:a free port, logging every connection; `basicAuth` makes it answer 407 without it. */
export async function startTinyproxy(dir: string, name: string, basicAuth?: string): Promise<Daemon> {
  return startOnFreePort(name, '127.0.0.1', async (port) => {
    const logFile = join(dir, `${name}.log`)
    const conf = join(dir, `${name}.conf`)
    await writeFile(
      conf,
      [
        `Port ${port}`,
        'Listen 127.0.0.1',
        'Timeout 30',
        `LogFile "${logFile}"`,
        'LogLevel Info',
        `PidFile "${join(dir, `${name}.pid`)}"`,
        'MaxClients 20',
        'Allow 127.0.0.1',
        ...(basicAuth !== undefined ? [`BasicAuth ${basicAuth}`] : []),
        '',
      ].join('\n'),
    )
    const child = spawn('tinyproxy', ['-d', '-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] })
    return { child, logFile }
  })
}

/** A wire tap in front of the proxy: forwards every byte to 127.0.0.1:`targetPort` and keeps what it was sent. */
export async function startWireTap(targetPort: number): Promise<{
  port: number
  /** Everything the clients sent towards the proxy. */
  captured(): Buffer
  stop(): Promise<void>
}> {
  const chunks: Buffer[] = []
  const sockets = new Set<Socket>()
  const server: Server = createServer((client) => {
    const upstream = connect({ port: targetPort, host: '127.0.0.1' })
    for (const s of [client, upstream]) {
      sockets.add(s)
      s.on('close', () => sockets.delete(s))
      s.on('error', () => {
        client.destroy()
        upstream.destroy()
      })
    }
    client.on('data', (d: Buffer) => chunks.push(Buffer.from(d)))
    client.pipe(upstream)
    upstream.pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  return {
    port,
    captured: () => Buffer.concat(chunks),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  }
}
