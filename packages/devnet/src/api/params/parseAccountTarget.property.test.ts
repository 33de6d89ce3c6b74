import { fc, propertyTest } from '@kit/fuzz'
import { expect, test } from 'vitest'
import { bitcoinDevAccounts } from '../../bitcoin/bitcoinDevAccounts.js'
import { bitcoinRegtest } from '../../bitcoin/bitcoinRegtest.js'
import { devAccounts } from '../../chains/devAccounts.js'
import { ApiRequestError } from '../../errors/api.js'
import { solanaDevAccounts } from '../../solana/solanaDevAccounts.js'
import { solanaLocalNetwork } from '../../solana/solanaLocalNetwork.js'
import { createBitcoinServedChain } from '../bitcoin/createBitcoinServedChain.js'
import { createSolanaServedChain } from '../solana/createSolanaServedChain.js'
import { parseAccountTarget } from './parseAccountTarget.js'

// Nothing here calls the nodes: the URLs are never fetched.
const context = {
  chains: [],
  solana: createSolanaServedChain({
    caipNetworkId: solanaLocalNetwork.caipNetworkId,
    port: 1,
    rpcUrl: 'http://127.0.0.1:1',
    wsUrl: 'ws://127.0.0.1:1',
  }),
  bitcoin: createBitcoinServedChain({
    caipNetworkId: bitcoinRegtest.caipNetworkId,
    port: 2,
    esploraUrl: 'http://127.0.0.1:2',
  }),
}
const solanaAddress = solanaDevAccounts[0]!.address
const bitcoinAddress = bitcoinDevAccounts[0]!.paymentAddress
const evmAddress = devAccounts[0]!.address

test('the chain id, else the address, picks the chain', () => {
  expect(parseAccountTarget(context, solanaAddress, null)).toMatchObject({ kind: 'solana' })
  expect(parseAccountTarget(context, bitcoinAddress, null)).toMatchObject({ kind: 'bitcoin' })
  expect(parseAccountTarget(context, evmAddress, null)).toMatchObject({ kind: 'evm', chains: [] })
  expect(
    parseAccountTarget(context, bitcoinAddress.toUpperCase(), bitcoinRegtest.caipNetworkId),
  ).toEqual({ kind: 'bitcoin', address: bitcoinAddress, chain: context.bitcoin })
  expect(() => parseAccountTarget(context, solanaAddress, bitcoinRegtest.caipNetworkId)).toThrow(
    ApiRequestError,
  )
  expect(() => parseAccountTarget({ ...context, solana: undefined }, solanaAddress, null)).toThrow(
    ApiRequestError,
  )
})

const address = fc.oneof(
  fc.string(),
  fc.constantFrom(solanaAddress, bitcoinAddress, evmAddress, `${solanaAddress}1`, 'bcrt1'),
  fc.string({
    unit: fc.constantFrom(...'123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'),
  }),
)
const chainId = fc.oneof(
  fc.constant(null),
  fc.string(),
  fc.constantFrom(
    solanaLocalNetwork.caipNetworkId,
    bitcoinRegtest.caipNetworkId,
    'eip155:1',
    'solana:',
    'bip122:',
    `${bitcoinRegtest.caipNetworkId.toUpperCase()}`,
  ),
  fc.string().map((rest) => `solana:${rest}`),
  fc.string().map((rest) => `bip122:${rest}`),
)

propertyTest(
  'any address and chain id give a target of the matching kind or a 400',
  [address, chainId],
  (value, id) => {
    try {
      const target = parseAccountTarget(context, value, id)
      if (id?.startsWith('solana:')) expect(target.kind).toBe('solana')
      if (id?.startsWith('bip122:')) expect(target.kind).toBe('bitcoin')
      if (target.kind === 'solana') expect(target.address).toBe(value)
    } catch (error) {
      expect(error).toBeInstanceOf(ApiRequestError)
      expect((error as ApiRequestError).status).toBe(400)
    }
  },
)
