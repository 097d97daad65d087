/** A real session as the core builds it: a keychain corner, SQLite history, the core's scheduler pool. */
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { coreSchedulerPool } from '../../electron/core/app/create-explorer-core.ts'
import { createEventHub } from '../../electron/core/session/event-hub.ts'
import { createSession, type Session } from '../../electron/core/session/session.ts'
import { openHistoryStore } from '../../electron/core/history/history-store.ts'
import { HISTORY_MIGRATIONS } from '../../electron/core/app/history-migrations.ts'
import { openKeyVault, type KeyVault } from '../../electron/core/key-vault/index.ts'
import { createRequestLog } from '../../electron/core/request-log/request-log.ts'
import type { SchedulerPool } from '../../electron/core/api/index.ts'
import type { ExplorerCoreOptions } from '../../electron/core/session/types.ts'
import type { ReferenceService } from '../../electron/service/index.ts'
import type { throwawayKeychain } from './throwaway-keychain.ts'

/** The session and the parts a test looks at; `close` ends the session, the pool and the history. */
export interface TestSession {
  session: Session
  vault: KeyVault
  schedulers: SchedulerPool
  close(): Promise<void>
}

/** Opens a session without demo mode in a fresh folder of `keychain`; a background error fails the test. */
export async function openTestSession(
  keychain: ReturnType<typeof throwawayKeychain>,
  prefix: string,
): Promise<TestSession> {
  const dir = await keychain.tempDir(prefix)
  const { vault } = await openKeyVault({ userDataDir: dir, keychainService: keychain.service })
  const history = openHistoryStore({ dir, migrations: HISTORY_MIGRATIONS })
  const schedulers = coreSchedulerPool(vault)
  const session = createSession({
    vault,
    demo: null,
    history,
    log: createRequestLog(),
    hub: createEventHub(),
    schedulers,
    now: Date.now,
    clientNow: undefined,
    pollIntervalMs: 3_600_000,
    onBackgroundError: (where, error) => assert.fail(`${where}: ${String(error)}`),
  })
  return {
    session,
    vault,
    schedulers,
    async close() {
      await session.close()
      schedulers.dispose()
      history.close()
    },
  }
}

/** A new read:public key of the demo key's owner on `svc`. */
export async function ownerKey(svc: ReferenceService): Promise<string> {
  const me = await fetch(`${svc.baseUrl}/me`, { headers: { authorization: `Bearer ${svc.demoKeys!.full}` } })
  const owner = ((await me.json()) as { username: string }).username
  return svc.control.createKey({ owner, scopes: ['read:public'] }).key
}

/** Options of a core in demo mode on `svc`, in folder `dir`, with a keychain corner of its own. */
export function demoCoreOptions(svc: ReferenceService, dir: string): ExplorerCoreOptions {
  return {
    userDataDir: dir,
    keychainService: `bridge-explorer-test-${randomUUID()}`,
    demo: { serviceUrl: svc.baseUrl, key: svc.demoKeys!.full },
    chooseExportFile: async () => null,
    openExternal: async () => false,
    appVersion: 'test',
  }
}
