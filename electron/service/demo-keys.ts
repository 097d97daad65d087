/** The demo accounts and keys used when no keys file is given. */
import { makeKey } from './keys.ts'
import { createRng, deriveSeed } from './prng.ts'
import type { DemoKeys, KeysFile } from './types.ts'

/** What each demo key demonstrates, in print order. */
export const DEMO_KEY_PURPOSE: Readonly<Record<keyof DemoKeys, string>> = {
  full: 'read:public + read:me: every endpoint works',
  publicOnly: 'read:public only: /me gives 403 insufficient_scope',
  meOnly: 'read:me only: /stats, /bridges, /profiles give 403 insufficient_scope',
  revoked: 'revoked: 401 key_revoked',
  expired: 'expired: 401 key_expired',
  unapproved: "account's API access revoked: 401 api_access_revoked",
}

/** Demo keys derived from the seed (stable across restarts, so they can be pasted into tools). */
export function buildDemoKeys(
  seed: number,
  owner: string,
  unapprovedOwner: string,
): { file: KeysFile; demo: DemoKeys } {
  const rng = createRng(deriveSeed(seed, 'demo-keys'))
  const next = () => Math.floor(rng.next() * 256)
  const demo: DemoKeys = {
    full: makeKey(next),
    publicOnly: makeKey(next),
    meOnly: makeKey(next),
    revoked: makeKey(next),
    expired: makeKey(next),
    unapproved: makeKey(next),
  }
  const file: KeysFile = {
    accounts: [
      { username: owner, api_access: 'approved' },
      { username: unapprovedOwner, api_access: 'revoked' },
    ],
    keys: [
      {
        key: demo.full,
        owner,
        scopes: ['read:public', 'read:me'],
        status: 'active',
        expires_at: null,
        label: 'demo full',
      },
      {
        key: demo.publicOnly,
        owner,
        scopes: ['read:public'],
        status: 'active',
        expires_at: null,
        label: 'demo public only',
      },
      {
        key: demo.meOnly,
        owner,
        scopes: ['read:me'],
        status: 'active',
        expires_at: null,
        label: 'demo me only',
      },
      {
        key: demo.revoked,
        owner,
        scopes: ['read:public', 'read:me'],
        status: 'revoked',
        expires_at: null,
        label: 'demo revoked',
      },
      {
        key: demo.expired,
        owner,
        scopes: ['read:public', 'read:me'],
        status: 'active',
        expires_at: '2000-01-01T00:00:00Z',
        label: 'demo expired',
      },
      {
        key: demo.unapproved,
        owner: unapprovedOwner,
        scopes: ['read:public', 'read:me'],
        status: 'active',
        expires_at: null,
        label: 'demo unapproved account',
      },
    ],
  }
  return { file, demo }
}
