/** One test file's own corner of the real keychain: a unique service name, the Secret Service, and cleanup. */
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before } from 'node:test'
import { FOLDER_LOCK_NAME } from '../../electron/core/key-vault/folder-lock.ts'
import { ensureSecretService, type SecretServiceHandle } from './secret-service.ts'

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A random key of the service's shape (`bxk_` + 32 base-62 characters). */
export function randomApiKey(): string {
  return `bxk_${[...randomBytes(32)].map((byte) => BASE62[byte % BASE62.length]).join('')}`
}

/**
 * Registers before/after hooks in the calling test file: a Secret Service is started when none runs, and at the
 * end every keychain entry under this file's service name and every temp folder it made are deleted.
 */
export function throwawayKeychain(): {
  service: string
  /** Every folder made by tempDir so far (for scans over everything the tests wrote). */
  dirs: readonly string[]
  tempDir(prefix: string): Promise<string>
  accounts(): Promise<string[]>
} {
  const service = `bridge-explorer-test-${randomUUID()}`
  const dirs: string[] = []
  let handle: SecretServiceHandle | undefined
  before(async () => {
    handle = await ensureSecretService()
  })
  after(async () => {
    const { default: keytar } = await import('keytar')
    for (const { account } of await keytar.findCredentials(service).catch(() => [])) {
      await keytar.deletePassword(service, account)
    }
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
    await handle?.stop()
  })
  return {
    service,
    dirs,
    async tempDir(prefix) {
      const dir = await mkdtemp(join(tmpdir(), prefix))
      dirs.push(dir)
      return dir
    },
    async accounts() {
      const { default: keytar } = await import('keytar')
      return (await keytar.findCredentials(service)).map((entry) => entry.account)
    },
  }
}

/** The files of a user-data folder except the lock a running vault holds there. */
export async function vaultFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name !== FOLDER_LOCK_NAME)
}
