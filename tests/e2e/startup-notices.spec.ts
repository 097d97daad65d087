// What the core finds at start reaches the user: a damaged key list or catalogue is set aside with a word, not in
// silence.
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test } from './fixtures.ts'

test('a damaged key list and a damaged catalogue are reported at the top after start, with where they were kept, until dismissed', async ({
  startPreview,
  openApp,
}) => {
  const preview = await startPreview({
    demo: true,
    prepareUserData: async (dir) => {
      await writeFile(join(dir, 'key-vault.json'), '{"version": 1, "keys": [', 'utf8')
      await writeFile(join(dir, 'catalogue.sqlite'), Buffer.alloc(8192, 0x5a))
    },
  })
  const app = await openApp(preview)
  const notices = app.page.getByRole('region', { name: 'Found at start-up' })
  // Other notices may stand beside it: find this one.
  const notice = notices.getByRole('status').filter({ hasText: 'key-vault.json' })
  await expect(notice).toContainText('key-vault.json.corrupt-')
  await expect(notice).toContainText('the key list starts empty')
  // The catalogue's damage in the words history's is told in, naming where the damaged file is kept.
  const catalogue = notices.getByRole('status').filter({ hasText: 'Your catalogue file was damaged.' })
  await expect(catalogue).toContainText('built again from the service')
  await expect(catalogue).toContainText('catalogue.sqlite.corrupt-')

  // Still there after moving between views, gone once dismissed.
  await app.go('Stats')
  await expect(notice).toBeVisible()
  await notice.getByRole('button', { name: /^Dismiss/ }).click()
  await expect(notice).toHaveCount(0)
  await app.go('Bridges')
  await expect(notice).toHaveCount(0)
})
