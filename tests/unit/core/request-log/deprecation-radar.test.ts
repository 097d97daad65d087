// The deprecation radar in main: per service and endpoint, first and last seen, kept across a restart (the
// file reopened) and a key switch (whichever key's client told it). Real SQLite history, real event hub.
import assert from 'node:assert/strict'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { HISTORY_MIGRATIONS } from '../../../../electron/core/app/history-migrations.ts'
import { openHistoryStore } from '../../../../electron/core/history/history-store.ts'
import {
  createDeprecationRadarStore,
  LAST_SEEN_EVERY_MS,
} from '../../../../electron/core/request-log/deprecation-radar.ts'
import { createEventHub } from '../../../../electron/core/session/event-hub.ts'
import type { DeprecationNotice } from '../../../../shared/ipc/app.ts'

const SERVICE = 'http://127.0.0.1:1/v1/api'
const OTHER = 'http://127.0.0.1:2/v1/api'
const START = 1_900_000_000_000
const notice = (
  path: string,
  sunset: string | null = 'Wed, 01 Jan 2031 00:00:00 GMT',
): DeprecationNotice => ({
  path,
  deprecation: '@1735689600',
  sunset,
  links: [{ rel: 'sunset', url: 'https://example.org/sunset' }],
})

test('every endpoint the service announces is kept with its first and last seen, and still there after a restart', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'bx-radar-'))
  try {
    let clock = START
    const history = openHistoryStore({ dir, migrations: HISTORY_MIGRATIONS })
    const told: string[] = []
    const hub = createEventHub()
    hub.on('notices:did-add', (n) => told.push(n.path))
    const radar = createDeprecationRadarStore({ history, hub, now: () => clock })
    for (const path of ['/bridges', '/me', '/stats']) radar.note(SERVICE, notice(path))
    radar.note(OTHER, notice('/me'))
    clock += 10_000
    radar.note(SERVICE, notice('/me'))
    assert.deepEqual(
      told,
      ['/bridges', '/me', '/stats', '/me'],
      'a repeat within the minute is not written again',
    )
    clock += LAST_SEEN_EVERY_MS
    radar.note(SERVICE, notice('/me'))
    const listed = radar.list(SERVICE)
    assert.deepEqual(
      listed.map((n) => [n.path, n.firstSeen, n.lastSeen]),
      [
        ['/bridges', START, START],
        ['/me', START, START + 10_000 + LAST_SEEN_EVERY_MS],
        ['/stats', START, START],
      ],
    )
    assert.deepEqual(listed[0]!.links, [{ rel: 'sunset', url: 'https://example.org/sunset' }])
    assert.deepEqual(
      radar.list(OTHER).map((n) => n.path),
      ['/me'],
      'another service has its own radar',
    )
    history.close()

    // A restart: the file opened again, nothing told yet in this run.
    const again = openHistoryStore({ dir, migrations: HISTORY_MIGRATIONS })
    const reopened = createDeprecationRadarStore({ history: again, hub: createEventHub(), now: () => clock })
    assert.deepEqual(reopened.list(SERVICE), listed)
    // New words for an endpoint replace the old ones; it keeps when it was first seen.
    clock += 1000
    reopened.note(SERVICE, notice('/stats', 'Thu, 01 Jan 2032 00:00:00 GMT'))
    const stats = reopened.list(SERVICE).find((n) => n.path === '/stats')
    assert.deepEqual(
      [stats?.sunset, stats?.firstSeen, stats?.lastSeen],
      ['Thu, 01 Jan 2032 00:00:00 GMT', START, clock],
    )
    again.close()
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})
