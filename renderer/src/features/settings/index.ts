export { SettingsView } from './settings-view.tsx'
