import type { ReactElement } from 'react'

/** How to replace a key without an outage, in the order that keeps the app working throughout. */
export function RotationGuide(): ReactElement {
  return (
    <section className="rotation-guide" aria-labelledby="rotation-guide-title">
      <h2 id="rotation-guide-title">Replacing a key</h2>
      <ol>
        <li>Create a new key in the service’s dashboard (it is shown only once: copy it then).</li>
        <li>Add the new key here.</li>
        <li>Press “Check now” on it to confirm it works and has the permissions you need.</li>
        <li>Press “Make active” so the app uses it.</li>
        <li>Remove the old key here, then revoke it in the dashboard so nobody else can use it.</li>
      </ol>
      <p>
        “Rotate…” on a saved key does steps 2 to 5 in one go: the new key is checked first, and the old one is
        replaced only once the new one works. Revoking the old key in the dashboard is still yours to do.
      </p>
      <p className="muted">
        An account can have at most 5 active keys at once, and more keys do not raise the rate limit. For a
        higher limit, contact the service’s operator.
      </p>
    </section>
  )
}
