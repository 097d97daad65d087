// The setup project of the run: checks what every spec needs, and owns the key-leak scan as its teardown.
import { access } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { REPO_ROOT } from './support/preview-process.ts'

test('the built renderer that the preview serves is present', async () => {
  // global-setup builds it when missing; a failed build must stop the run here, with this name.
  await expect(access(join(REPO_ROOT, 'dist', 'renderer', 'index.html'))).resolves.toBeUndefined()
})
