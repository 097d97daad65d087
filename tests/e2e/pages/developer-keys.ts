// A developer's keys on a test service: a keys file with one key of every kind, and what a key row shows.
import { randomInt } from 'node:crypto'
import type { Locator } from '@playwright/test'
import type { KeysFile } from '../../../electron/service/index.ts'
import { factValue } from './facts.ts'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** One key of each kind the service knows. */
export interface DevKeys {
  full: string
  publicOnly: string
  meOnly: string
  revoked: string
  expired: string
  unapproved: string
}

/** The approved account that owns every key but `unapproved`. */
export const DEV_OWNER = 'dev_owner'

/** A fresh key in the service's format (assumption 11), random per run so no two tests share one. */
export function freshKey(): string {
  let key = 'bxk_'
  for (let i = 0; i < 32; i++) key += ALPHABET[randomInt(ALPHABET.length)]
  return key
}

/** A keys file (passed in memory, never written to disk, so the leak scan has nothing to excuse). */
export function devKeysFile(): { file: KeysFile; keys: DevKeys } {
  const keys: DevKeys = {
    full: freshKey(),
    publicOnly: freshKey(),
    meOnly: freshKey(),
    revoked: freshKey(),
    expired: freshKey(),
    unapproved: freshKey(),
  }
  const both: KeysFile['keys'][number]['scopes'] = ['read:public', 'read:me']
  const key = (k: string, scopes = both, more: Partial<KeysFile['keys'][number]> = {}) => ({
    key: k,
    owner: DEV_OWNER,
    scopes,
    status: 'active' as const,
    expires_at: null,
    ...more,
  })
  const file: KeysFile = {
    accounts: [
      { username: DEV_OWNER, display_name: 'Dev Owner', api_access: 'approved' },
      { username: 'dev_pending', api_access: 'revoked' },
    ],
    keys: [
      key(keys.full),
      key(keys.publicOnly, ['read:public']),
      key(keys.meOnly, ['read:me']),
      key(keys.revoked, both, { status: 'revoked' }),
      key(keys.expired, both, { expires_at: '2000-01-01T00:00:00Z' }),
      key(keys.unapproved, both, { owner: 'dev_pending' }),
    ],
  }
  return { file, keys }
}

/** The masked form the app shows for a key: prefix, ellipsis, last four. */
export function shownAs(key: string): string {
  return `bxk_…${key.slice(-4)}`
}

/** Parts of one saved key's row in the Keys view. */
export class KeyRowParts {
  readonly mask: Locator
  readonly state: Locator
  readonly inspection: Locator
  readonly error: Locator

  constructor(row: Locator) {
    this.mask = row.locator('.key-row-mask')
    this.state = factValue(row.locator('.key-facts').first(), 'State')
    this.inspection = row.locator('.key-inspection')
    this.error = row.getByRole('alert')
  }

  /** A fact of the last check (Owner, Rate limit, ...). */
  checked(name: string): Locator {
    return factValue(this.inspection, name)
  }

  /** The line of the check's scope list about `scope`. */
  scopeLine(scope: string): Locator {
    return this.inspection.locator('.scope-list > li').filter({ hasText: scope })
  }
}
