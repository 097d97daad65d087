/** app:get-info and shell:open-external. */
import { ExplorerError } from './ipc-error.ts'
import type { CoreContext, Implementations } from './types.ts'

/** True for an absolute http(s) URL without credentials: the only links the app hands to the OS. */
export function isSafeExternalUrl(raw: string): boolean {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return false
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === ''
}

/** Handlers of the app-level channels. */
export function appHandlers(ctx: CoreContext): Pick<Implementations, 'app:get-info' | 'shell:open-external'> {
  return {
    'app:get-info': async () => {
      const target = ctx.session.target()
      return {
        version: ctx.opts.appVersion,
        // Without a key and without a demo service there is nothing to talk to: activeKeyId null says "add a key".
        mode: target?.mode ?? 'configured',
        serviceUrl: target?.serviceUrl ?? '',
        activeKeyId: target?.mode === 'configured' ? target.keyId : null,
      }
    },
    'shell:open-external': async ({ url }) => {
      // Checked again here: the validator is shared code, and this is the call that reaches the OS.
      if (!isSafeExternalUrl(url)) {
        throw new ExplorerError(
          'validation',
          'invalid_payload',
          'payload.url: must be an http or https URL',
          'url',
        )
      }
      return { opened: (await ctx.opts.openExternal(url)) === true }
    },
  }
}
