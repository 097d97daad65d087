/** Small response writers shared by the preview server's routes. */
import type { ServerResponse } from 'node:http'
import type { IpcError } from '../../shared/ipc/common.ts'
import type { KnownErrorCode } from '../../shared/ipc/error-kinds.ts'
import { CONTENT_SECURITY_POLICY } from '../protocol/csp.ts'
import { PERMISSIONS_POLICY } from '../protocol/permissions-policy.ts'

/** The strict policy of the renderer: the very one the Electron window's protocol sends. */
export const CSP = CONTENT_SECURITY_POLICY

/** Headers every answer carries: the document policy costs nothing on non-HTML answers and covers mistakes. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CSP,
  'Permissions-Policy': PERMISSIONS_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
}

/** Writes a JSON body with the security headers. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  extra: Record<string, string> = {},
): void {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...extra,
  })
  res.end(text)
}

/** A refusal shaped as an IpcResult, so the renderer's transport passes its code through unchanged. */
export function sendRefusal(
  res: ServerResponse,
  status: number,
  code: KnownErrorCode,
  message: string,
  extra: Record<string, string> = {},
): void {
  const error: IpcError = {
    kind: 'transport',
    code,
    message,
    status,
    retryAt: null,
    missingScope: null,
    field: null,
  }
  sendJson(res, status, { ok: false, error }, extra)
}
