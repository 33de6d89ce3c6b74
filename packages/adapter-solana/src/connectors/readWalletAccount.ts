import { InvalidWalletAccountError } from '../errors/wallet.js'
import type { WalletAccount } from '../types/walletStandard.js'
import { decodeBase58 } from '../utils/base58.js'
import { isBytes } from '../utils/isBytes.js'
import { isSolanaAddress } from '../utils/isSolanaAddress.js'

export type ReadAccount = { account: WalletAccount; address: string; publicKey: Uint8Array }

/**
 * A wallet's account, checked: a Solana address whose bytes are the account's 32-byte public key.
 * Keeps the wallet's own object, which its features expect back. `InvalidWalletAccountError`
 * otherwise.
 */
export function readWalletAccount(account: unknown): ReadAccount {
  try {
    const { address, publicKey } = account as WalletAccount
    if (isSolanaAddress(address) && isBytes(publicKey) && publicKey.length === 32) {
      const bytes = decodeBase58(address) as Uint8Array
      if (bytes.every((byte, index) => byte === publicKey[index]))
        return { account: account as WalletAccount, address, publicKey: publicKey.slice() }
    }
  } catch (error) {
    throw new InvalidWalletAccountError({ cause: error })
  }
  throw new InvalidWalletAccountError({ details: 'Its address and public key do not match' })
}

/**
 * The account to use among a wallet's: the first that names `chain`, else the first that is
 * valid; `undefined` when the list is empty or holds no valid account.
 */
export function pickAccount(accounts: unknown, chain: string): ReadAccount | undefined {
  if (!Array.isArray(accounts)) return undefined
  const valid = accounts.flatMap((account) => {
    try {
      return [readWalletAccount(account)]
    } catch {
      return []
    }
  })
  const onChain = valid.find(({ account }) => {
    try {
      return (
        Array.isArray(account.chains) && account.chains.includes(chain as `${string}:${string}`)
      )
    } catch {
      return false
    }
  })
  return onChain ?? valid[0]
}
