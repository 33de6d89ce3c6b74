import type { AccountEntry, CaipNetwork } from '@kit/core'
import { parseBitcoinAddress } from '../address/parseBitcoinAddress.js'
import { InvalidBitcoinAddressError } from '../errors/address.js'
import { InvalidWalletAccountsError, WalletNetworkMismatchError } from '../errors/wallet.js'
import { getBitcoinNetwork } from '../networks/getBitcoinNetwork.js'
import type { RawWalletAccount } from '../types/walletClient.js'

export type ReadAccountsParameters = { accounts: unknown; network: CaipNetwork }
export type ReadAccountsReturnType = { address: string; accounts: AccountEntry[] }

// More than a wallet ever lists for one account; the rest is not read.
const maxAccounts = 50
const publicKeyPattern = /^(?:[0-9a-fA-F]{64}|[0-9a-fA-F]{66})$/

/**
 * Checks the accounts a wallet gave against the app's network: each address must be a Bitcoin
 * address of that network (`parseBitcoinAddress`), keys are 32- or 33-byte hex. Accounts of the
 * ordinals purpose are `ordinal`, the rest `payment`; the first payment account is the connected
 * address (the first account when there is none). Throws `WalletNetworkMismatchError` when every
 * address is of another network, `InvalidWalletAccountsError` when none is usable.
 */
export function readAccounts({
  accounts,
  network,
}: ReadAccountsParameters): ReadAccountsReturnType {
  const bitcoinNetwork = getBitcoinNetwork({ caipNetworkId: network.caipNetworkId })
  const list = Array.isArray(accounts) ? (accounts.slice(0, maxAccounts) as RawWalletAccount[]) : []
  let wrongNetwork = false
  const entries: AccountEntry[] = []
  for (const raw of list) {
    const { address, publicKey, purpose, path } = (raw ?? {}) as RawWalletAccount
    try {
      parseBitcoinAddress({ address, network: bitcoinNetwork })
    } catch (error) {
      if (error instanceof InvalidBitcoinAddressError && error.reason === 'wrongNetwork')
        wrongNetwork = true
      continue
    }
    const checked = address as string
    if (entries.some((entry) => entry.address === checked)) continue
    entries.push({
      namespace: 'bip122',
      address: checked,
      type: purpose === 'ordinal' || purpose === 'ordinals' ? 'ordinal' : 'payment',
      publicKey:
        typeof publicKey === 'string' && publicKeyPattern.test(publicKey)
          ? publicKey.toLowerCase()
          : undefined,
      path: typeof path === 'string' && path.length <= 100 ? path : undefined,
    })
  }
  const payment = entries.find((entry) => entry.type === 'payment') ?? entries[0]
  if (!payment) {
    if (wrongNetwork) throw new WalletNetworkMismatchError(network.caipNetworkId)
    throw new InvalidWalletAccountsError(
      list.length === 0 ? 'The wallet listed no account' : 'No account is a Bitcoin address',
    )
  }
  return {
    address: payment.address,
    accounts: [payment, ...entries.filter((entry) => entry !== payment)],
  }
}
