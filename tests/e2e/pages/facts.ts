// Reads `<dt>Name</dt><dd>value</dd>` fact lists, as the detail and profile views show them.
import type { Locator } from '@playwright/test'

/** The <dd> that follows the <dt> named `name` inside `scope`. */
export function factValue(scope: Locator, name: string): Locator {
  return scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]')
}
