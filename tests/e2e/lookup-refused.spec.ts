// Lookup by id (`br_…`) reads the catalogue on this computer (the API has no address by id): while the key in use
// may not read public data, the catalogue answers with the key's refusal (README, "The catalogue"), and Lookup says
// that refusal in the words the rest of the app uses, not that no bridge loaded so far has the id.
import { expect, test } from './fixtures.ts'

const cases = [
  {
    kind: 'revoked (401)',
    key: 'revoked',
    title: 'This key was revoked',
    words: 'This key was revoked. Create a new key in the dashboard, then add it in Keys.',
  },
  {
    kind: 'without read:public (403)',
    key: 'meOnly',
    title: 'This key may not see this',
    words:
      'This key may not see this: it lacks the read:public scope. Use a key that has the missing scope, or ask for one in the dashboard.',
  },
] as const

for (const c of cases) {
  test(`a bridge id looked up with a key ${c.kind} is answered with the key's refusal`, async ({
    devApp,
    addKeyByIpc,
  }) => {
    const { app, keys, service, preview } = await devApp()
    await addKeyByIpc(preview, keys[c.key], service.baseUrl, `e2e ${c.key}`)
    const id = service.data.published()[0]!.id
    // The list asks the service with the key at once, and the refusal it gets is the app's from then on (the
    // catalogue's own first request may wait behind it for its share of the budget).
    await app.go('Bridges')
    await expect(app.main.getByRole('alert')).toContainText(c.title)
    await app.go('Lookup')
    const lookup = app.lookup()
    await lookup.lookUp(id)
    await expect(lookup.problem).toHaveText(c.words)
    await expect(lookup.problem).not.toContainText('no bridge loaded so far')
  })
}
