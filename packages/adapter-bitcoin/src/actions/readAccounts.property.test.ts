import type { CaipNetwork } from '@kit/core'
import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { parseBitcoinAddress } from '../address/parseBitcoinAddress.js'
import { InvalidWalletAccountsError, WalletNetworkMismatchError } from '../errors/wallet.js'
import { bitcoinMainnet, bitcoinRegtest } from '../networks/bitcoinNetworks.js'
import { encodeAddress } from '../test/encodeAddress.js'
import { readAccounts } from './readAccounts.js'

const network: CaipNetwork = {
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  caipNetworkId: bitcoinRegtest.caipNetworkId,
  chainNamespace: 'bip122',
  name: 'Regtest',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}

const address = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('p2wpkh' as const, 'p2tr' as const, 'p2pkh' as const),
      fc.uint8Array({ minLength: 32, maxLength: 32 }),
      fc.constantFrom(bitcoinRegtest, bitcoinMainnet),
    )
    .map(([type, bytes, of]) =>
      encodeAddress(type, type === 'p2tr' ? bytes : bytes.subarray(0, 20), of),
    ),
  fc.string({ maxLength: 100 }),
  fc.anything(),
)
const entry = fc.oneof(
  fc.record(
    {
      address,
      publicKey: fc.oneof(fc.stringMatching(/^[0-9a-fA-F]{0,70}$/), fc.anything()),
      purpose: fc.oneof(fc.constantFrom('payment', 'ordinal', 'ordinals', 'stx'), fc.anything()),
      path: fc.oneof(fc.string({ maxLength: 120 }), fc.anything()),
    },
    { requiredKeys: [] },
  ),
  fc.anything(),
)

propertyTest(
  'any wallet answer is read into checked accounts of the network, or refused with a typed error',
  [fc.oneof(fc.array(entry, { maxLength: 8 }), fc.anything())],
  (accounts) => {
    let read: ReturnType<typeof readAccounts>
    try {
      read = readAccounts({ accounts, network })
    } catch (error) {
      expect(
        error instanceof InvalidWalletAccountsError || error instanceof WalletNetworkMismatchError,
      ).toBe(true)
      return
    }
    expect(read.accounts[0]?.address).toBe(read.address)
    expect(new Set(read.accounts.map((account) => account.address)).size).toBe(read.accounts.length)
    for (const account of read.accounts) {
      expect(() =>
        parseBitcoinAddress({ address: account.address, network: bitcoinRegtest }),
      ).not.toThrow()
      expect(['payment', 'ordinal']).toContain(account.type)
      if (account.publicKey !== undefined) expect(account.publicKey).toMatch(/^[0-9a-f]{64,66}$/)
    }
    if (read.accounts.some((account) => account.type === 'payment'))
      expect(read.accounts[0]?.type).toBe('payment')
  },
)
