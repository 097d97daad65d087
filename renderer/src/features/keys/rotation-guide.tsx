import type { ReactElement } from 'react'

/** How to replace a key without an outage: Rotate… on the old key, then revoke it in the dashboard. */
export function RotationGuide(): ReactElement {
  return (
    <section className="rotation-guide" aria-labelledby="rotation-guide-title">
      <h2 id="rotation-guide-title">Replacing a key</h2>
      <ol>
        <li>Create a new key in the service’s dashboard (it is shown only once: copy it then).</li>
        <li>
          Press “Rotate…” on the key you are replacing and paste the new key. It is checked with the service
          first; the old key stays in use unless the new one works, and is then removed from this app.
        </li>
        <li>Revoke the old key in the dashboard, so nobody else can use it.</li>
      </ol>
      <p className="muted">
        An account can have at most 5 active keys at once, and more keys do not raise the rate limit. For a
        higher limit, contact the service’s operator.
      </p>
    </section>
  )
}
