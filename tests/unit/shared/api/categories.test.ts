import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'
import { parse } from 'yaml'
import { REFERENCE_CATEGORIES } from '../../../../shared/api/categories.ts'

test('the reference categories are exactly the examples of the OpenAPI Category schema', () => {
  const doc = parse(
    readFileSync(new URL('../../../../shared/api/openapi.yaml', import.meta.url), 'utf8'),
  ) as {
    components: { schemas: { Category: { examples: string[] } } }
  }
  assert.deepEqual([...REFERENCE_CATEGORIES], doc.components.schemas.Category.examples)
})
