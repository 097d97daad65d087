/** Which service and key requests go to: the preferred service's active key, else the newest, else the demo. */
import type { KeyVault } from '../key-vault/index.ts'

/** The key id the demo service's budget and history are filed under; vault ids start with `key_`. */
export const DEMO_KEY_ID = 'demo'

/** What the demo service's history is filed under: its URL changes every run (a random port), this does not. */
const DEMO_HISTORY_URL = 'demo:embedded-service'

/** The service and key requests go to. */
export interface ServiceTarget {
  mode: 'demo' | 'configured'
  serviceUrl: string
  keyId: string
}

/** The service URL history of a target is filed under: stable across restarts, also in demo mode. */
export function historyUrlOf(t: ServiceTarget): string {
  return t.mode === 'demo' ? DEMO_HISTORY_URL : t.serviceUrl
}

/** True when both name the same service, key and mode (or both are null). */
export function sameTarget(a: ServiceTarget | null, b: ServiceTarget | null): boolean {
  return a?.serviceUrl === b?.serviceUrl && a?.keyId === b?.keyId && a?.mode === b?.mode
}

/** Reads the current target from the vault; `prefer` records the service the user last made active. */
export interface TargetChooser {
  target(): ServiceTarget | null
  prefer(serviceUrl: string): void
}

/** Creates the chooser: the newest active key wins at start, afterwards the service the user last preferred. */
export function createTargetChooser(vault: KeyVault, demo: { serviceUrl: string } | null): TargetChooser {
  let preferred: string | null =
    vault
      .list()
      .filter((k) => k.active)
      .at(-1)?.serviceUrl ?? null
  return {
    target() {
      const key =
        (preferred !== null ? vault.getActive(preferred) : null) ?? vault.list().findLast((k) => k.active)
      if (key) return { mode: 'configured', serviceUrl: key.serviceUrl, keyId: key.id }
      if (demo) return { mode: 'demo', serviceUrl: demo.serviceUrl, keyId: DEMO_KEY_ID }
      return null
    },
    prefer(serviceUrl) {
      preferred = serviceUrl
    },
  }
}
