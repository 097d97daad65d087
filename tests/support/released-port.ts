/** A loopback port where nothing listens: taken from the OS, then released (for "not answering" cases). */
import { createServer, type AddressInfo } from 'node:net'

/** A port on 127.0.0.1 that was free a moment ago and is closed now. */
export async function releasedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}
