import { useQuery } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { SunsetBadge } from '../features/developer/index.ts'
import { KeyInUse } from '../features/keys/index.ts'
import { RateIndicator } from '../features/rate-limit/index.ts'
import { ExpiryBadge } from '../features/usage/index.ts'
import { appInfoOptions } from '../lib/app-info.queries.ts'
import { hrefFor } from '../lib/route.ts'
import { ThemeToggle } from '../components/theme-toggle.tsx'

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/** The top bar: name, demo-data notice, rate-limit headroom, command palette hint, theme. */
export function TopBar(): ReactElement {
  const info = useQuery(appInfoOptions())
  const demo = info.data?.mode === 'demo'
  return (
    <header className="topbar">
      <p className="topbar-name">Bridge Explorer</p>
      {demo && (
        <p className="topbar-demo small">
          <span className="badge badge-demo">Demo data</span>{' '}
          <span className="muted">
            Sample data from the built-in service. <a href={hrefFor({ name: 'keys' })}>Add your API key</a> to
            see the real one.
          </span>
        </p>
      )}
      {!demo && info.data !== undefined && <KeyInUse info={info.data} />}
      {!demo && <span className="topbar-spacer" />}
      <SunsetBadge />
      <ExpiryBadge />
      <span className="topbar-rate">
        <RateIndicator />
      </span>
      <p className="topbar-hint small muted">
        <kbd>{isMac ? '⌘' : 'Ctrl'}</kbd> <kbd>K</kbd> commands
      </p>
      <ThemeToggle />
    </header>
  )
}
