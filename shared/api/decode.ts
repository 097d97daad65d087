/**
 * Runtime decoders for every response body of the API, used by the client core to check what the
 * network returned. Each returns the known fields only (unknown fields are dropped: openapi.yaml says clients ignore
 * them) or the first error with its field path. None throws on any JSON input.
 */
import { decodeWith } from './decode-core.ts'
import type { DecodeResult } from './decode-core.ts'
import {
  BRIDGE_DETAIL_SPEC,
  BRIDGE_LIST_SPEC,
  ERROR_ENVELOPE_SPEC,
  OWN_PROFILE_SPEC,
  PUBLIC_PROFILE_SPEC,
  STATS_SPEC,
} from './decode-specs.ts'
import { isErrorCode } from './error-codes.ts'
import type {
  BridgeDetail,
  BridgeList,
  ErrorBody,
  ErrorCode,
  ErrorEnvelope,
  OwnProfile,
  PublicProfile,
  Stats,
} from './types.ts'

export type { DecodeResult, FieldSpec, ObjectSpec } from './decode-core.ts'
export { ROOT_PATH } from './decode-core.ts'

/** Decodes a `GET /stats` body. */
export function decodeStats(json: unknown): DecodeResult<Stats> {
  return decodeWith<Stats>(STATS_SPEC, json)
}

/** Decodes a `GET /bridges` body. */
export function decodeBridgeList(json: unknown): DecodeResult<BridgeList> {
  return decodeWith<BridgeList>(BRIDGE_LIST_SPEC, json)
}

/** Decodes a `GET /bridges/{slug}` body. */
export function decodeBridgeDetail(json: unknown): DecodeResult<BridgeDetail> {
  return decodeWith<BridgeDetail>(BRIDGE_DETAIL_SPEC, json)
}

/** Decodes a `GET /profiles/{username}` body. */
export function decodePublicProfile(json: unknown): DecodeResult<PublicProfile> {
  return decodeWith<PublicProfile>(PUBLIC_PROFILE_SPEC, json)
}

/** Decodes a `GET /me` body. */
export function decodeOwnProfile(json: unknown): DecodeResult<OwnProfile> {
  return decodeWith<OwnProfile>(OWN_PROFILE_SPEC, json)
}

interface DecodedErrorFields {
  /** Absent when the server sends a code alone. */
  readonly message?: string
  /** Absent when the server does not echo one in the body. */
  readonly request_id?: string
  /** Present only for `validation_failed`. */
  readonly param?: string
}

/**
 * An error body, flattened. `known` tells whether `code` is in the closed set; an unknown code is
 * kept verbatim so a newer server's error is still shown, and a client can fall back on the status.
 */
export type DecodedError =
  | (DecodedErrorFields & { readonly known: true; readonly code: ErrorCode })
  | (DecodedErrorFields & { readonly known: false; readonly code: string })

/** Decodes an error envelope `{ error: { code, message?, request_id?, param? } }`. */
export function decodeErrorEnvelope(json: unknown): DecodeResult<DecodedError> {
  const result = decodeWith<ErrorEnvelope>(ERROR_ENVELOPE_SPEC, json)
  if (!result.ok) return result
  // The spec reads `code` as any string; the generated type claims ErrorCode, so widen before narrowing.
  const { code, message, request_id, param } = result.value.error as Omit<ErrorBody, 'code'> & {
    code: string
  }
  const rest: DecodedErrorFields = {
    ...(message === undefined ? {} : { message }),
    ...(request_id === undefined ? {} : { request_id }),
    ...(param === undefined ? {} : { param }),
  }
  const value: DecodedError = isErrorCode(code)
    ? { ...rest, known: true, code }
    : { ...rest, known: false, code }
  return { ok: true, value }
}
