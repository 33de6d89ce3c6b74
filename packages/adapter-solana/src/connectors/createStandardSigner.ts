import {
  InvalidSignatureError,
  InvalidWalletResponseError,
  WalletFeatureNotSupportedError,
} from '../errors/wallet.js'
import type { SolanaSigner } from '../types/solanaSigner.js'
import type { Wallet } from '../types/walletStandard.js'
import { isBytes } from '../utils/isBytes.js'
import { getFeature } from './getFeature.js'
import type { ReadAccount } from './readWalletAccount.js'

/** A `SolanaSigner` over a Wallet Standard wallet's Solana features, for one account. */
export function createStandardSigner(
  wallet: Wallet,
  { account, address, publicKey }: ReadAccount,
): SolanaSigner {
  const signAndSend = getFeature(wallet, 'solana:signAndSendTransaction')?.signAndSendTransaction
  return {
    address,
    publicKey,
    async signMessage(message) {
      const feature = getFeature(wallet, 'solana:signMessage')
      if (typeof feature?.signMessage !== 'function')
        throw new WalletFeatureNotSupportedError('solana:signMessage')
      const [output] = await feature.signMessage({ account, message })
      const signature: unknown = output?.signature
      if (!isBytes(signature) || signature.length !== 64)
        throw new InvalidSignatureError({ details: 'The wallet returned no 64-byte signature' })
      return signature
    },
    async signTransaction(transaction, chain) {
      const feature = getFeature(wallet, 'solana:signTransaction')
      if (typeof feature?.signTransaction !== 'function')
        throw new WalletFeatureNotSupportedError('solana:signTransaction')
      const [output] = await feature.signTransaction({ account, transaction, chain })
      const signed: unknown = output?.signedTransaction
      if (!isBytes(signed) || signed.length === 0)
        throw new InvalidWalletResponseError({ details: 'No signed transaction' })
      return signed
    },
    signAndSendTransaction:
      typeof signAndSend === 'function'
        ? async (transaction, chain, options) => {
            const [output] = await signAndSend({
              account,
              transaction,
              chain,
              ...(options ? { options } : {}),
            })
            const signature: unknown = output?.signature
            if (!isBytes(signature) || signature.length !== 64)
              throw new InvalidWalletResponseError({ details: 'No 64-byte transaction signature' })
            return signature
          }
        : undefined,
  }
}
