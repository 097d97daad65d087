/**
 * The libraries the boot chunk runs on, in a chunk of their own (vite.config.ts) that start.ts evaluates one task
 * before the app's code. Exported, so the bundler keeps them here rather than dropping a bare import.
 */
export { hydrateRoot, createRoot } from 'react-dom/client'
export { QueryClient } from '@tanstack/react-query'
export { Virtualizer } from '@tanstack/react-virtual'
