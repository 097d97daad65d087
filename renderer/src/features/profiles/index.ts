// The profiles feature's public entry: other parts of the renderer import only what is listed here.
export { LookupView } from './lookup-view.tsx'
export { MyProfileView } from './my-profile-view.tsx'
export { ProfileView } from './profile-view.tsx'
export { profileOptions } from './profiles.queries.ts'
