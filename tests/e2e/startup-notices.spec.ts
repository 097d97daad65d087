// What the core finds at start reaches the user: a damaged key list is set aside with a word, not in silence.
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test } from './fixtures.ts'

test('a damaged key list is reported at the top after start, with where it was kept, until dismissed', async ({
  startPreview,
  openApp,
}) => {
  const preview = await startPreview({
    demo: true,
    prepareUserData: (dir) => writeFile(join(dir, 'key-vault.json'), '{"version": 1, "keys": [', 'utf8'),
  })
  const app = await openApp(preview)
  const notices = app.page.getByRole('region', { name: 'Found at start-up' })
  // Other notices may stand beside it: find this one.
  const notice = notices.getByRole('status').filter({ hasText: 'key-vault.json' })
  await expect(notice).toContainText('key-vault.json.corrupt-')
  await expect(notice).toContainText('the key list starts empty')

  // Still there after moving between views, gone once dismissed.
  await app.go('Stats')
  await expect(notice).toBeVisible()
  await notice.getByRole('button', { name: /^Dismiss/ }).click()
  await expect(notice).toHaveCount(0)
  await app.go('Bridges')
  await expect(notice).toHaveCount(0)
})
