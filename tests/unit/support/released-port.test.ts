import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { test } from 'node:test'
import { releasedPort } from '../../support/released-port.ts'

const [ephemeralLow] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
  .trim()
  .split(/\s+/)
  .map(Number)

test('a released port lies below the range the OS assigns by itself, so listen(0) elsewhere never takes it', async () => {
  for (let i = 0; i < 20; i++) {
    const port = await releasedPort()
    assert.ok(port >= 10_000 && port < ephemeralLow!, `port ${port} is outside [10000, ${ephemeralLow})`)
  }
})

test('a released port can be listened on at once', async () => {
  const port = await releasedPort()
  const server: Server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port, host: '127.0.0.1', exclusive: true }, resolve)
  })
  await new Promise<void>((resolve) => server.close(() => resolve()))
})
