import type { ReactElement } from 'react'

/** The application's root component. */
export function App(): ReactElement {
  return (
    <main>
      <h1>Bridge Explorer</h1>
    </main>
  )
}
