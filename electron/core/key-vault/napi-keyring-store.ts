import type { SecretStore } from './types.ts'

type NapiKeyring = {
  AsyncEntry: new (
    service: string,
    account: string,
  ) => {
    getPassword(): Promise<string | null>
    setPassword(password: string): Promise<void>
    deletePassword(): Promise<boolean>
  }
  findCredentialsAsync(service: string): Promise<{ account: string; password: string }[]>
}

/**
 * A `SecretStore` on `@napi-rs/keyring` (the maintained keyring-rs binding), the path to take should keytar
 * (archived upstream) stop loading on a future Electron. Loaded on first use like keytar, so a missing module is
 * a keychain error at the call, not a crash. Its Linux entries carry other attributes than keytar's, so neither
 * binding sees the other's entries: switching means moving each secret over (read with one, write with the other).
 * Unlike keytar it opens a new D-Bus connection per call, so it survives a keyring daemon restart by itself.
 */
export function createNapiKeyringStore(serviceName: string): SecretStore {
  let loading: Promise<NapiKeyring> | undefined
  const keyring = (): Promise<NapiKeyring> => {
    loading ??= import('@napi-rs/keyring').then(
      (mod) => mod as unknown as NapiKeyring,
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const entry = async (account: string) => new (await keyring()).AsyncEntry(serviceName, account)
  return {
    get: async (account) => (await entry(account)).getPassword(),
    set: async (account, secret) => (await entry(account)).setPassword(secret),
    delete: async (account) => (await entry(account)).deletePassword(),
    accounts: async () => (await (await keyring()).findCredentialsAsync(serviceName)).map((c) => c.account),
  }
}
