/**
 * Friendly names for the types generated from openapi.yaml. Import API shapes from here, never from
 * schema.gen.ts directly, so a regeneration that renames something breaks in one place.
 */
import type { components } from './schema.gen.ts'

type Schemas = components['schemas']

/** Platform counters (`GET /stats`). */
export type Stats = Schemas['Stats']
/** The author of a bridge, embedded in bridges. */
export type SuggestorRef = Schemas['SuggestorRef']
/** One element of `data` in `GET /bridges`. */
export type BridgeSummary = Schemas['BridgeSummary']
/** One page of `GET /bridges`; `next_cursor` is null when `has_more` is false. */
export type BridgeList = Schemas['BridgeList']
/** One bridge (`GET /bridges/{slug}`); `slug`, `published_at`, `score` may be absent, `domain` null. */
export type BridgeDetail = Schemas['BridgeDetail']
/** A published bridge as listed in a public profile. */
export type ProfileBridge = Schemas['ProfileBridge']
/** A suggestor's public profile (`GET /profiles/{username}`). */
export type PublicProfile = Schemas['PublicProfile']
/** The key owner's profile (`GET /me`). */
export type OwnProfile = Schemas['OwnProfile']
/** One code of the closed set of error codes. */
export type ErrorCode = Schemas['ErrorCode']
/** The content of `error` in an error response. */
export type ErrorBody = Schemas['ErrorBody']
/** The envelope of every error response: `{ error: ErrorBody }`. */
export type ErrorEnvelope = Schemas['ErrorEnvelope']
/** The scopes an operation can require (`x-required-scope`). */
export type Scope = 'read:public' | 'read:me'
