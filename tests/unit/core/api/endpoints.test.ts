import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  bridgeCall,
  callUrl,
  listBridgesCall,
  meCall,
  profileCall,
  statsCall,
} from '../../../../electron/core/api/endpoints.ts'

test('path parameters are encoded as one segment each', () => {
  assert.equal(bridgeCall('a b/../stats').path, '/bridges/a%20b%2F..%2Fstats')
  assert.equal(profileCall('zoë?x=1').path, '/profiles/zo%C3%AB%3Fx%3D1')
})

test('list queries encode their values and leave out empty ones', () => {
  assert.equal(listBridgesCall({}).path, '/bridges')
  assert.equal(
    listBridgesCall({ limit: 5, cursor: null, category: '', q: 'café & co' }).path,
    '/bridges?limit=5&q=caf%C3%A9%20%26%20co',
  )
  assert.equal(listBridgesCall({ cursor: 'ab+/=' }).path, '/bridges?cursor=ab%2B%2F%3D')
})

test('each endpoint names the scope it needs', () => {
  assert.deepEqual(
    [statsCall(), listBridgesCall({}), bridgeCall('x'), profileCall('y'), meCall()].map((c) => c.scope),
    ['read:public', 'read:public', 'read:public', 'read:public', 'read:me'],
  )
})

test('the URL joins the base URL and the path without doubling slashes', () => {
  assert.equal(callUrl('http://h/v1/api/', meCall()), 'http://h/v1/api/me')
})
