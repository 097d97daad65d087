/**
 * Loopback ports for tests that must name a port before anything listens on it: a daemon told its port in a config
 * file (stunnel, tinyproxy), a service stopped and started again on the same port, or a port where nothing listens.
 *
 * A port from `listen(0)` is one the OS hands out again at the next `listen(0)` or outgoing connection of any
 * process, so with two test workers another worker's service could take it in the gap. These ports are picked
 * below the OS's ephemeral range (net.ipv4.ip_local_port_range), where the OS never assigns a port by itself, at
 * random so two test processes rarely pick the same one, and probed free before they are handed out.
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'

const FLOOR = 10_000
const DEFAULT_EPHEMERAL_LOW = 32_768

/** The lowest port the OS assigns by itself (Linux's ip_local_port_range; 32768 where it cannot be read). */
function ephemeralLow(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0])
    return Number.isInteger(low) && low > FLOOR + 1_000 ? low : DEFAULT_EPHEMERAL_LOW
  } catch {
    return DEFAULT_EPHEMERAL_LOW
  }
}

const CEILING = ephemeralLow()

/** True when nothing listens on 127.0.0.1:`port` and it can be bound now. */
function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)))
  })
}

/** A port on 127.0.0.1 that nothing listens on, outside the range the OS hands out by itself. */
export async function releasedPort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = FLOOR + Math.floor(Math.random() * (CEILING - FLOOR))
    if (await bindable(port)) return port
  }
  throw new Error(`no free loopback port found between ${FLOOR} and ${CEILING} in 50 tries`)
}
