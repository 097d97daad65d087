/** The channels of shared/ipc/app.ts: app:get-info, shell:open-external and requests:cancel. */
import { isSafeExternalUrl } from '../../../shared/net/url-safety.ts'
import { CoreError } from '../session/core-error.ts'
import type { CoreContext, Implementations } from '../session/types.ts'
import type { KeptFile } from '../../../shared/ipc/app.ts'
import type { HistoryStore } from '../history/history-types.ts'

/** The files the core writes as it goes, and whether writing them is paused (a full disk): shown in the app. */
export function keptFiles(history: Pick<HistoryStore, 'path' | 'paused'>): KeptFile[] {
  return [{ name: 'history.sqlite', path: history.path, paused: history.paused()?.message ?? null }]
}

/** Handlers of the app-level channels. */
export function appHandlers(
  ctx: CoreContext,
): Pick<Implementations, 'app:get-info' | 'shell:open-external' | 'requests:cancel'> {
  return {
    'app:get-info': async () => {
      const target = ctx.session.target()
      return {
        version: ctx.opts.appVersion,
        // Without a key and without a demo service there is nothing to talk to: activeKeyId null says "add a key".
        mode: target?.mode ?? 'configured',
        // With neither, the service the app was started for, so the Keys form offers its address.
        serviceUrl: target?.serviceUrl ?? ctx.opts.startServiceUrl ?? '',
        activeKeyId: target?.mode === 'configured' ? target.keyId : null,
        startupNotices: [...ctx.notices],
        files: keptFiles(ctx.history),
      }
    },
    'shell:open-external': async ({ url }) => {
      // Checked again here: the validator is shared code, and this is the call that reaches the OS.
      if (!isSafeExternalUrl(url)) {
        throw new CoreError(
          'validation',
          'invalid_payload',
          'payload.url: must be an http or https URL',
          'url',
        )
      }
      return { opened: (await ctx.opts.openExternal(url)) === true }
    },
    'requests:cancel': async ({ requestId }) => ({ cancelled: ctx.session.cancel(requestId) }),
  }
}
