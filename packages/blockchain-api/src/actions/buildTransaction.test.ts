import { expect, it } from 'vitest'
import { address, builtTransaction, nativeAddress, tokenAddress } from '../../test/fixtures.js'
import { createTestClient, json, projectId, text, useMockApi } from '../../test/mockApi.js'
import { HttpRequestError } from '../errors/http.js'
import { buildTransaction } from './buildTransaction.js'

const { route } = useMockApi()

const parameters = {
  amount: '1000000',
  from: tokenAddress,
  to: nativeAddress,
  userAddress: address,
  slippage: 1,
  disableEstimate: true,
}

it('POSTs the swap to v1/convert/build-transaction', async () => {
  const seen = route('post', '/v1/convert/build-transaction', json(builtTransaction))
  const { client } = createTestClient()
  expect(await buildTransaction(client, parameters)).toEqual(builtTransaction)
  expect(seen[0]!.method).toBe('POST')
  expect(seen[0]!.query).toEqual({})
  expect(seen[0]!.body).toEqual({
    amount: '1000000',
    eip155: { slippage: 1 },
    projectId,
    from: tokenAddress,
    to: nativeAddress,
    userAddress: address,
    disableEstimate: true,
  })
})

it('is never retried', async () => {
  const seen = route('post', '/v1/convert/build-transaction', text('', { status: 503 }))
  const { client, sleeps } = createTestClient()
  await expect(buildTransaction(client, parameters)).rejects.toBeInstanceOf(HttpRequestError)
  expect(seen).toHaveLength(1)
  expect(sleeps).toEqual([])
})

it('refuses calldata that is not hex', async () => {
  route(
    'post',
    '/v1/convert/build-transaction',
    json({ tx: { ...builtTransaction.tx, data: 'transfer' } }),
  )
  const { client } = createTestClient()
  await expect(buildTransaction(client, parameters)).rejects.toMatchObject({
    name: 'ApiSchemaError',
  })
})
