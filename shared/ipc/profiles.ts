/** A public profile, and the key owner's own profile (/me), as the API answers them. */
import type { OwnProfile, PublicProfile } from '../api/types.ts'
import { requestId, type ChannelTable, type WithMeta } from './common.ts'
import { object, plainText } from './validate.ts'

/** The profiles' invoke channels. */
export const profilesChannels = {
  'profiles:get': {
    method: 'getProfile',
    request: object({ requestId, username: plainText({ min: 1, max: 200 }) }),
  },
  'me:get': { method: 'getMe', request: object({ requestId }) },
} as const satisfies ChannelTable

/** The result type of each profiles channel. */
export interface ProfilesResults {
  'profiles:get': WithMeta<PublicProfile>
  'me:get': WithMeta<OwnProfile>
}
