/**
 * The outage scenarios of `npm run bench:throttle`: a whole explorer core (its stats poll, the catalogue's walk and
 * its /stats total, and the user's Stats page and bridge list, asked again with "Try again" 4 times) against a server that
 * answers every request with a 503 and Retry-After, or with a web page and status 200. Counts every request the
 * server saw per resource, and the requests the app started while a Retry-After it had read was still running.
 * Goals (README, "Rate limits"; HOUSE_STYLE, one gate per service): at most 4 requests per failing resource sent by
 * the app by itself (each of the user's asks goes: it is how the user asks again), none before Retry-After has passed.
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createExplorerCore } from '../../../electron/core/app/index.ts'
import * as counting from '../../support/counting-server.ts'

/** What one outage scenario measured. */
export interface OutageFigures {
  scenario: string
  requests: number
  /** The resource the app asked most often by itself, how often in all, and how often by itself. */
  busiest: { resource: string; count: number; byItself: number }
  /** Requests the app started while a Retry-After it had read was still running (null: none was asked). */
  early: number | null
  seconds: number
}

const RETRY_AFTER_S = 2
/** The user asks for Stats and the list at these times (ms from the start): a first look, then "Try again" 4 times. */
const USER_ASKS_MS = [0, 1_500, 3_000, 4_500, 6_000]
const RUN_MS = 9_000
/** The resources the user's asks name: Stats, and the list's first page. */
const USER_RESOURCES = ['/stats', '/bridges?limit=100']

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function scenario(
  name: string,
  answer: counting.CountingServer['answer'],
  retryAfterS: number | null,
): Promise<OutageFigures> {
  const srv = await counting.startCountingServer(answer)
  const dir = mkdtempSync(join(tmpdir(), 'bench-outage-'))
  const core = await createExplorerCore({
    userDataDir: dir,
    keychainService: `bench-outage-${randomUUID()}`,
    demo: { serviceUrl: srv.baseUrl, key: 'bxk_' + 'OuTaGeBeNcH'.repeat(3) + 'Q' },
    chooseExportFile: async () => null,
    openExternal: async () => false,
    appVersion: 'bench',
  })
  const logged: counting.LoggedAttempt[] = []
  core.events.on('log:did-add', (entry) => void logged.push(entry))
  const started = Date.now()
  const asks: Promise<unknown>[] = []
  for (const [i, at] of USER_ASKS_MS.entries()) {
    await wait(Math.max(0, started + at - Date.now()))
    asks.push(core.handlers['stats:get']({ requestId: `bench-stats-${i}` }))
    asks.push(core.handlers['bridges:list']({ requestId: `bench-list-${i}`, limit: 100 }))
  }
  await Promise.allSettled(asks)
  await wait(Math.max(0, started + RUN_MS - Date.now()))
  const seconds = (Date.now() - started) / 1000
  await core.close()
  await srv.close()
  rmSync(dir, { recursive: true, force: true })
  // Every ask of the user is sent (a hold delays it, nothing refuses it): what is left is the app's own doing.
  const byItself = ([resource, count]: [string, number]): number =>
    count - (USER_RESOURCES.includes(resource) ? USER_ASKS_MS.length : 0)
  const counts = [...counting.perResource(srv.requests)].sort((a, b) => byItself(b) - byItself(a))
  const [resource, count] = counts[0] ?? ['none', 0]
  return {
    scenario: name,
    requests: srv.requests.length,
    busiest: { resource, count, byItself: byItself([resource, count]) },
    early: retryAfterS === null ? null : counting.startedDuringRetryAfter(logged, retryAfterS).length,
    seconds,
  }
}

/** Runs both outage scenarios; prints their table and returns the goals they missed. */
export async function outageScenarios(): Promise<string[]> {
  const runs = [
    await scenario(`503 + Retry-After: ${RETRY_AFTER_S}`, counting.unavailable(RETRY_AFTER_S), RETRY_AFTER_S),
    await scenario('200 with a web page', counting.htmlPage(), null),
  ]
  console.log('')
  console.log(
    `| outage | requests | most asked resource: by the app itself (in all, with the user’s ${USER_ASKS_MS.length} asks) | requests before Retry-After passed | seconds |`,
  )
  console.log('|---|---|---|---|---|')
  const problems: string[] = []
  for (const f of runs) {
    console.log(
      `| ${f.scenario} | ${f.requests} | ${f.busiest.resource}: ${f.busiest.byItself} (${f.busiest.count}) | ${f.early ?? 'n/a'} | ${f.seconds.toFixed(1)} |`,
    )
    if (f.busiest.byItself > 4)
      problems.push(
        `${f.scenario}: the app asked ${f.busiest.resource} ${f.busiest.byItself} times by itself (goal: ≤ 4)`,
      )
    if (f.early !== null && f.early > 0)
      problems.push(`${f.scenario}: ${f.early} requests before Retry-After had passed (goal: 0)`)
  }
  return problems
}
