/** Where an API client gets its key from, and how it forgets the key when the client is disposed. */

/** A client's key: read on demand, forgotten for good by `forget`. */
export interface SecretSource {
  get(): Promise<string>
  forget(): void
}

/** A key known already (the demo key, a key being verified before it is saved). */
export function fixedSecret(secret: string): SecretSource {
  let held: string | null = secret
  return {
    get: async () => held ?? Promise.reject(new Error('This client was disposed.')),
    forget: () => {
      held = null
    },
  }
}

/**
 * Reads the keychain once per client and keeps the secret for the client's life: every libsecret lookup leaks
 * native memory (docs/security.md, the keychain and what breaks on Linux), and a client lives only while its key is
 * current (remove, rotate, switch and quit dispose it, which forgets the secret). A failed read is not kept, so the
 * next attempt asks the keychain again.
 */
export function keychainSecretOnce(read: () => Promise<string>): SecretSource {
  let pending: Promise<string> | null = null
  let forgotten = false
  return {
    get() {
      if (forgotten) return Promise.reject(new Error('This client was disposed.'))
      const attempt = (pending ??= read())
      attempt.catch(() => {
        if (pending === attempt) pending = null
      })
      return attempt
    },
    forget() {
      forgotten = true
      pending = null
    },
  }
}
