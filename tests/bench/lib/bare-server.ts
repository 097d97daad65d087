/**
 * The ceiling for comparison: a node:http server that answers every request with fixed bytes and does nothing else.
 * Run as a child process by the service benchmark: `node bare-server.ts PORT BODY_FILE`.
 */
import { createServer } from 'node:http'
import { readFileSync } from 'node:fs'

const [port, file] = process.argv.slice(2)
const body = readFileSync(file ?? '')
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length })
  res.end(body)
}).listen(Number(port), '127.0.0.1', () => console.log('Bare ready'))
process.on('SIGTERM', () => process.exit(0))
