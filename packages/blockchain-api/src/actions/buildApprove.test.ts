import { expect, it } from 'vitest'
import { address, builtTransaction, nativeAddress, tokenAddress } from '../../test/fixtures.js'
import { createTestClient, json, sdkQuery, useMockApi } from '../../test/mockApi.js'
import { buildApprove } from './buildApprove.js'

const { route } = useMockApi()

it('GETs v1/convert/build-approve with userAddress, from and to', async () => {
  const seen = route('get', '/v1/convert/build-approve', json(builtTransaction))
  const { client } = createTestClient()
  const parameters = { userAddress: address, from: tokenAddress, to: nativeAddress }
  expect(await buildApprove(client, parameters)).toEqual(builtTransaction)
  expect(seen[0]!.method).toBe('GET')
  expect(seen[0]!.query).toEqual({ ...parameters, ...sdkQuery })
})

it('sends the amount to approve when given', async () => {
  const seen = route('get', '/v1/convert/build-approve', json(builtTransaction))
  const { client } = createTestClient()
  const parameters = { userAddress: address, from: tokenAddress, to: nativeAddress, amount: '25' }
  await buildApprove(client, parameters)
  expect(seen[0]!.query).toEqual({ ...parameters, ...sdkQuery })
})
