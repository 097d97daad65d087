/**
 * The release build's electron-builder config: electron-builder.yml plus the update feed the build names
 * (docs/packaging.md, "Updates"). electron-builder writes that feed into the installed app's
 * `resources/app-update.yml`, which the updater reads (electron/updates/update-check.ts), so an installed copy
 * updates without a policy file. The `dist*` scripts build with `--config build/release-config.ts`.
 */
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { httpsFeed } from '../electron/updates/update-policy.ts'

/** The environment variable that names another feed at build time (a mirror, a fork), or `none` for no feed. */
export const UPDATE_FEED_VARIABLE = 'BRIDGE_EXPLORER_UPDATE_FEED'

/** The feed of the project's own releases, named when the variable is not set. */
export const DEFAULT_UPDATE_FEED = 'https://updates.bridge-explorer.dev/desktop/'

/** A generic feed (latest*.yml and the installers at one HTTPS address), as electron-builder's `publish` takes it. */
export interface GenericFeed {
  provider: 'generic'
  url: string
}

/**
 * The `publish` of a build made with `env`: the default feed, the variable's, or null for `none` (a build for a
 * distribution's own packages, which update through their package manager). An address the app's updater would
 * refuse (not https://, a user name or password in it) stops the build with the reason, rather than shipping a
 * copy that can never update.
 */
export function updateFeedOf(env: Readonly<Record<string, string | undefined>>): GenericFeed[] | null {
  const raw = env[UPDATE_FEED_VARIABLE]?.trim()
  if (raw === 'none') return null
  const wanted = raw === undefined || raw === '' ? DEFAULT_UPDATE_FEED : raw
  // The same rule the updater applies to the feed it reads (electron/updates/update-policy.ts).
  const url = httpsFeed(wanted)
  if (url === null || new URL(url).search !== '' || new URL(url).hash !== '')
    throw new Error(
      `${UPDATE_FEED_VARIABLE} must be an https:// address with no user name, password, query or fragment, or "none"; got "${wanted}"`,
    )
  return [{ provider: 'generic', url }]
}

/** electron-builder.yml with the update feed of `env`. */
export function releaseConfig(
  env: Readonly<Record<string, string | undefined>>,
  yamlPath = new URL('../electron-builder.yml', import.meta.url),
): Record<string, unknown> {
  const base = parse(readFileSync(yamlPath, 'utf8')) as Record<string, unknown>
  // An explicit null: electron-builder then guesses no feed of its own (from package.json's repository).
  return { ...base, publish: updateFeedOf(env) }
}

// electron-builder reads a config module's default export: the one default export of the repository.
export default releaseConfig(process.env)
