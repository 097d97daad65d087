/**
 * `npm run bench:service`: throughput and p99 latency of the reference service against a Prism mock of the same
 * OpenAPI document, measured in one run on this machine with wrk. The ratio is the figure (goal: ≥ 10× Prism's
 * throughput, p99 under 10 ms at 50 connections). For scale, the same run measures a bare node:http server
 * that answers the same bytes with no logic at all: the most any node:http service can do here.
 *
 * Options: --duration S (default 10) --connections N (default 50) --warmup S (default 2)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir, cpus } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { freePort, spawnUntilHttp, spawnUntilLine, type Child } from './lib/processes.ts'
import { wrk } from './lib/wrk.ts'

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '2' },
  },
})
const duration = Number(values.duration)
const connections = Number(values.connections)
const warmup = Number(values.warmup)

async function measure(url: string, headers: Record<string, string>) {
  await wrk(url, headers, connections, warmup)
  return wrk(url, headers, connections, duration)
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const benchKey = 'bxk_' + Array.from(randomBytes(32), (b) => alphabet[b % alphabet.length]).join('')
const dir = mkdtempSync(join(tmpdir(), 'bench-service-'))
const keysFile = join(dir, 'keys.json')
writeFileSync(
  keysFile,
  JSON.stringify({
    accounts: [{ username: 'bench', display_name: 'Bench', api_access: 'approved' }],
    keys: [
      {
        key: benchKey,
        owner: 'bench',
        scopes: ['read:public', 'read:me'],
        status: 'active',
        expires_at: null,
      },
    ],
  }),
)
const headers = { authorization: `Bearer ${benchKey}` }
const children: Child[] = []

try {
  const service = await spawnUntilLine(
    process.execPath,
    ['electron/service/cli.ts', '--port', '0', '--keys', keysFile, '--rate-limit', '1000000000'],
    'Service ready at ',
  )
  children.push(service.child)
  const base = service.rest

  const first = (await (await fetch(`${base}/bridges?limit=1`, { headers })).json()) as {
    data: { slug: string; title: string }[]
  }
  const sample = first.data[0]
  if (sample === undefined) throw new Error('the service returned no bridge to benchmark with')
  const word = sample.title.split(/\s+/).find((w) => /^[a-z]{4,}$/i.test(w)) ?? 'the'

  const prismPort = await freePort()
  const prismBase = `http://127.0.0.1:${prismPort}`
  children.push(
    await spawnUntilHttp(
      'node_modules/.bin/prism',
      ['mock', '-p', String(prismPort), '-h', '127.0.0.1', '-v', 'silent', 'shared/api/openapi.yaml'],
      `${prismBase}/stats`,
      headers,
    ),
  )

  const scenarios = [
    { name: 'GET /bridges?limit=20', path: '/bridges?limit=20' },
    { name: `GET /bridges?q=${word}&limit=20`, path: `/bridges?q=${encodeURIComponent(word)}&limit=20` },
    { name: 'GET /bridges/{slug}', path: `/bridges/${encodeURIComponent(sample.slug)}` },
  ]

  console.log(`# bench:service — ${new Date().toISOString()}`)
  console.log(`machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), node ${process.version}`)
  console.log(
    `load: wrk, 1 thread, ${connections} connections, ${duration} s per run after ${warmup} s warm-up`,
  )
  console.log('')
  console.log(
    '| scenario | service req/s | service p50 / p99 ms | Prism req/s | Prism p99 ms | ratio to Prism | bare node:http req/s | service / bare | p99 < 10 ms |',
  )
  console.log('|---|---|---|---|---|---|---|---|---|')
  const failures: string[] = []
  for (const s of scenarios) {
    const url = `${base}${s.path}`
    const bodyFile = join(dir, 'body.json')
    writeFileSync(bodyFile, Buffer.from(await (await fetch(url, { headers })).arrayBuffer()))
    const barePort = await freePort()
    const bare = await spawnUntilLine(
      process.execPath,
      ['tests/bench/lib/bare-server.ts', String(barePort), bodyFile],
      'Bare ready',
    )
    const ours = await measure(url, headers)
    const prism = await measure(`${prismBase}${s.path}`, headers)
    const ceiling = await measure(`http://127.0.0.1:${barePort}/`, {})
    await bare.child.stop()
    for (const [who, r] of [
      ['service', ours],
      ['Prism', prism],
      ['bare', ceiling],
    ] as const) {
      if (r.non2xx > 0 || r.socketErrors > 0) {
        failures.push(`${s.name}: ${who} answered ${r.non2xx} non-2xx, ${r.socketErrors} socket errors`)
      }
    }
    const ratio = ours.rps / Math.max(prism.rps, 1)
    console.log(
      `| ${s.name} | ${ours.rps.toFixed(0)} | ${ours.p50Ms.toFixed(2)} / ${ours.p99Ms.toFixed(2)} | ${prism.rps.toFixed(0)} | ${prism.p99Ms.toFixed(1)} | ${ratio.toFixed(1)}× ${ratio >= 10 ? '(met)' : '(missed)'} | ${ceiling.rps.toFixed(0)} | ${((100 * ours.rps) / ceiling.rps).toFixed(0)} % | ${ours.p99Ms < 10 ? 'met' : 'MISSED'} |`,
    )
  }
  if (failures.length > 0) {
    console.log('\nThe figures above are not valid:\n' + failures.join('\n'))
    process.exitCode = 1
  }
} finally {
  await Promise.all(children.map((c) => c.stop()))
  rmSync(dir, { recursive: true, force: true })
}
