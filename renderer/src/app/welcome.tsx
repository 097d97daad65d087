import type { ReactElement } from 'react'
import { GLOSSARY } from '../components/glossary.ts'
import { usePreferences, usePreferencesChange } from './preferences.ts'

/**
 * The welcome on first start: what the app is for and the three words it uses everywhere, said once. Not a modal:
 * the app is usable around it, and "Got it" closes it for good (a preference the main process keeps).
 */
export function Welcome(): ReactElement | null {
  const preferences = usePreferences()
  const preferencesChange = usePreferencesChange()
  if (preferences === undefined || preferences.welcomed) return null
  return (
    <section className="welcome card" aria-labelledby="welcome-title">
      <h2 id="welcome-title">Welcome to Bridge Explorer</h2>
      <p>
        Browse the bridges people have published, look one up, and keep an eye on the ones you care about.
      </p>
      <ul>
        <li>{GLOSSARY.aBridge}</li>
        <li>{GLOSSARY.aPass}</li>
        <li>{GLOSSARY.aSuggestor}</li>
      </ul>
      <p className="small muted">
        Tools for developers (the rate limit, the log of requests, key usage) are hidden; “Show developer
        tools” in the navigation brings them back.
      </p>
      <button type="button" className="button" onClick={() => preferencesChange({ welcomed: true })}>
        Got it
      </button>
    </section>
  )
}
