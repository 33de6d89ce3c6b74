import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { bitcoinDevAccounts, createSolanaKey, ProviderRpcError } from '#shared'
import { executeBitcoinRequest } from './executeBitcoinRequest.js'
import { executeSolanaRequest } from './executeSolanaRequest.js'
import { summarizeRequest } from './summarizeRequest.js'

const account = bitcoinDevAccounts[1]!
const solanaKey = createSolanaKey()
// No server: a request that got as far as the network fails the same typed way.
const offline: typeof fetch = () => Promise.reject(new Error('offline'))

const bitcoinMethod = fc.constantFrom(
  'signMessage',
  'signPsbt',
  'sendTransfer',
  'getAccountAddresses',
)
const solanaMethod = fc.constantFrom(
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
)
// Parameters near the real ones reach further than random JSON alone.
const params = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      account: fc.constantFrom(account.paymentAddress, account.ordinalsAddress, 'bcrt1qx'),
      address: fc.constantFrom(account.paymentAddress, account.ordinalsAddress, 7),
      message: fc.oneof(fc.string(), fc.integer()),
      protocol: fc.constantFrom('ecdsa', 'bip322', 'other'),
      psbt: fc.oneof(fc.base64String(), fc.string()),
      signInputs: fc.array(
        fc.record({
          address: fc.constantFrom(account.paymentAddress, account.ordinalsAddress),
          index: fc.oneof(fc.integer(), fc.double()),
          sighashTypes: fc.array(fc.integer({ min: -1, max: 200 }), { maxLength: 2 }),
        }),
        { maxLength: 2 },
      ),
      broadcast: fc.boolean(),
      recipientAddress: fc.constantFrom(account.ordinalsAddress, 'bc1qx', ''),
      amount: fc.oneof(fc.string(), fc.nat().map(String)),
      intentions: fc.array(fc.string(), { maxLength: 2 }),
      transaction: fc.oneof(fc.base64String(), fc.string()),
      pubkey: fc.string(),
    },
    { requiredKeys: [] },
  ),
)

propertyTest(
  'executeBitcoinRequest answers or throws a provider error, for any parameters',
  [bitcoinMethod, params],
  async (method, value) => {
    try {
      await executeBitcoinRequest({
        method,
        params: value,
        account,
        esploraUrl: 'http://127.0.0.1:9',
        fetchFn: offline,
      })
    } catch (error) {
      expect(error).toBeInstanceOf(ProviderRpcError)
    }
  },
)

propertyTest(
  'executeSolanaRequest answers or throws a provider error, for any parameters',
  [solanaMethod, params],
  async (method, value) => {
    try {
      await executeSolanaRequest({
        method,
        params: value,
        key: await solanaKey,
        rpcUrl: 'http://127.0.0.1:9',
        fetchFn: offline,
      })
    } catch (error) {
      expect(error).toBeInstanceOf(ProviderRpcError)
    }
  },
)

propertyTest(
  'summarizeRequest describes any Solana or bip122 request without throwing',
  [fc.oneof(bitcoinMethod, solanaMethod), params],
  (method, value) => {
    expect(typeof summarizeRequest({ method, params: value, chain: undefined, chains: [] })).toBe(
      'string',
    )
  },
)
