// The developer feature's public entry: other parts of the renderer import only what is listed here.
export { DeveloperView } from './developer-view.tsx'
export { developerQueries, useNoticeFeed, useRequestLogEvents } from './developer.queries.ts'
export { SunsetBadge } from './sunset-badge.tsx'
