/**
 * The field specs of every schema in openapi.yaml, as data. The decoders are built from them and
 * openapi.agreement.test.ts compares them with the document, so neither side can change alone.
 */
import type { FieldSpec, ObjectSpec, SpecOf } from './decode-core.ts'
import type {
  BridgeDetail,
  BridgeList,
  BridgeSummary,
  ErrorBody,
  ErrorEnvelope,
  OwnProfile,
  ProfileBridge,
  PublicProfile,
  Stats,
  SuggestorRef,
} from './types.ts'

type Fields<T> = readonly FieldSpec<Extract<keyof T, string>>[]

// Short builders keep each spec one line per field; `req` = in `required`, `opt` = may be absent.
const req = <N extends string>(name: N, type: 'string' | 'integer' | 'number' | 'boolean') =>
  ({ name, type, required: true, nullable: false }) as const
const reqNullable = <N extends string>(name: N, type: 'string' | 'integer' | 'number' | 'boolean') =>
  ({ name, type, required: true, nullable: true }) as const
const opt = <N extends string>(name: N, type: 'string' | 'integer' | 'number' | 'boolean') =>
  ({ name, type, required: false, nullable: false }) as const
const reqNested = <N extends string>(name: N, type: 'object' | 'array', of: ObjectSpec) =>
  ({ name, type, required: true, nullable: false, of }) as const

const spec = <T>(schema: string, fields: Fields<T>): SpecOf<T> => ({ schema, fields })

/** Spec of `Stats`. */
export const STATS_SPEC = spec<Stats>('Stats', [
  req('bridges', 'integer'),
  req('suggestors', 'integer'),
  req('passes', 'integer'),
  reqNullable('avg_score', 'number'),
])

/** Spec of `SuggestorRef`. */
export const SUGGESTOR_REF_SPEC = spec<SuggestorRef>('SuggestorRef', [
  req('username', 'string'),
  req('verified', 'boolean'),
])

/** Spec of `BridgeSummary`. */
export const BRIDGE_SUMMARY_SPEC = spec<BridgeSummary>('BridgeSummary', [
  req('id', 'string'),
  req('slug', 'string'),
  req('title', 'string'),
  req('category', 'string'),
  req('published_at', 'string'),
  req('passes', 'integer'),
  req('score', 'integer'),
  reqNested('suggestor', 'object', SUGGESTOR_REF_SPEC),
])

/** Spec of `BridgeList`. */
export const BRIDGE_LIST_SPEC = spec<BridgeList>('BridgeList', [
  reqNested('data', 'array', BRIDGE_SUMMARY_SPEC),
  req('has_more', 'boolean'),
  reqNullable('next_cursor', 'string'),
])

/** Spec of `BridgeDetail`. */
export const BRIDGE_DETAIL_SPEC = spec<BridgeDetail>('BridgeDetail', [
  req('id', 'string'),
  opt('slug', 'string'),
  req('title', 'string'),
  req('suggestion', 'string'),
  req('category', 'string'),
  reqNullable('domain', 'string'),
  opt('published_at', 'string'),
  req('passes', 'integer'),
  opt('score', 'integer'),
  reqNested('suggestor', 'object', SUGGESTOR_REF_SPEC),
])

/** Spec of `ProfileBridge`. */
export const PROFILE_BRIDGE_SPEC = spec<ProfileBridge>('ProfileBridge', [
  req('slug', 'string'),
  req('passes', 'integer'),
])

/** Spec of `PublicProfile`. */
export const PUBLIC_PROFILE_SPEC = spec<PublicProfile>('PublicProfile', [
  req('username', 'string'),
  reqNullable('display_name', 'string'),
  req('verified', 'boolean'),
  req('total_passes', 'integer'),
  req('bridge_count', 'integer'),
  reqNested('bridges', 'array', PROFILE_BRIDGE_SPEC),
])

/** Spec of `OwnProfile`. */
export const OWN_PROFILE_SPEC = spec<OwnProfile>('OwnProfile', [
  req('username', 'string'),
  req('total_passes', 'integer'),
  req('bridge_count', 'integer'),
])

/**
 * Spec of `ErrorBody`; `code` is any string here, so a newer code is kept verbatim. Only `code` is
 * required: the API description names no envelope fields (docs/api-assumptions.md row 1), so a server may send a code
 * and nothing else.
 */
export const ERROR_BODY_SPEC = spec<ErrorBody>('ErrorBody', [
  req('code', 'string'),
  opt('message', 'string'),
  opt('request_id', 'string'),
  opt('param', 'string'),
])

/** Spec of `ErrorEnvelope`. */
export const ERROR_ENVELOPE_SPEC = spec<ErrorEnvelope>('ErrorEnvelope', [
  reqNested('error', 'object', ERROR_BODY_SPEC),
])

/** Every object spec, by its schema name in components/schemas. */
export const SCHEMA_SPECS: readonly ObjectSpec[] = [
  STATS_SPEC,
  SUGGESTOR_REF_SPEC,
  BRIDGE_SUMMARY_SPEC,
  BRIDGE_LIST_SPEC,
  BRIDGE_DETAIL_SPEC,
  PROFILE_BRIDGE_SPEC,
  PUBLIC_PROFILE_SPEC,
  OWN_PROFILE_SPEC,
  ERROR_BODY_SPEC,
  ERROR_ENVELOPE_SPEC,
]
