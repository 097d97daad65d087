import assert from 'node:assert/strict'
import { test } from 'node:test'
import { fixedSecret, keychainSecretOnce } from '../../../../electron/core/session/secret-source.ts'

test('a fixed secret is given until it is forgotten, then refused', async () => {
  const source = fixedSecret('bxk_demo')
  assert.equal(await source.get(), 'bxk_demo')
  source.forget()
  await assert.rejects(source.get(), /disposed/)
})

test('the keychain is read once for the life of a client, and not after it is forgotten', async () => {
  let reads = 0
  const source = keychainSecretOnce(async () => `bxk_${++reads}`)
  assert.equal(await source.get(), 'bxk_1')
  assert.equal(await source.get(), 'bxk_1')
  assert.equal(reads, 1)
  source.forget()
  await assert.rejects(source.get(), /disposed/)
  assert.equal(reads, 1)
})

test('a failed keychain read is not kept: the next attempt asks again', async () => {
  let reads = 0
  const source = keychainSecretOnce(async () => {
    reads++
    if (reads === 1) throw new Error('locked')
    return 'bxk_ok'
  })
  await assert.rejects(source.get(), /locked/)
  assert.equal(await source.get(), 'bxk_ok')
  assert.equal(reads, 2)
})
