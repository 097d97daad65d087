import assert from 'node:assert/strict'
import { test } from 'node:test'
import { evalWorker } from '../../../../electron/core/catalogue/eval-worker.ts'

const failed = (message: string) => ({ failed: message })

test('a worker answers with its first message, reading the data it was given', async () => {
  const source = `const { parentPort, workerData } = require('node:worker_threads'); parentPort.postMessage({ twice: workerData.n * 2 })`
  assert.deepEqual(await evalWorker(source, { n: 21 }, failed), { twice: 42 })
})

test('a worker that throws, or stops without a word, settles as failed, with why', async () => {
  assert.deepEqual(await evalWorker(`throw new Error('no disk')`, null, failed), { failed: 'no disk' })
  assert.deepEqual(await evalWorker(`process.exit(0)`, null, failed), {
    failed: 'the worker stopped before it answered',
  })
})
