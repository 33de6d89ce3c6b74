import type { CaipNetworkId, WalletConnectSession } from '@kit/core'
import {
  InvalidSignatureError,
  InvalidWalletResponseError,
  WalletFeatureNotSupportedError,
} from '../errors/wallet.js'
import { placeSignature } from '../transaction/placeSignature.js'
import type { SolanaSigner } from '../types/solanaSigner.js'
import { decodeBase58, encodeBase58 } from '../utils/base58.js'
import { decodeBase64, encodeBase64 } from '../utils/base64.js'

export type CreateSessionSignerParameters = {
  session: WalletConnectSession
  address: string
  publicKey: Uint8Array
  /** The CAIP-2 chain requests go to. */
  chainId: () => CaipNetworkId
}

/**
 * A `SolanaSigner` over a WalletConnect session, with WalletConnect's Solana methods:
 * `solana_signMessage` ({ message: base58, pubkey } → { signature }), `solana_signTransaction`
 * and `solana_signAndSendTransaction` ({ transaction: base64, pubkey }). Answers are validated.
 */
export function createSessionSigner({
  session,
  address,
  publicKey,
  chainId,
}: CreateSessionSignerParameters): SolanaSigner {
  const request = async (method: string, params: Record<string, unknown>) => {
    if (!session.methods.includes(method)) throw new WalletFeatureNotSupportedError(method)
    const result = await session.request({ chainId: chainId(), method, params })
    if (typeof result !== 'object' || result === null)
      throw new InvalidWalletResponseError({ details: `${method} answered no object` })
    return result as Record<string, unknown>
  }
  const readSignature = (value: unknown) => {
    const bytes = typeof value === 'string' ? decodeBase58(value) : undefined
    return bytes?.length === 64 ? bytes : undefined
  }
  const canSend = session.methods.includes('solana_signAndSendTransaction')
  return {
    address,
    publicKey,
    async signMessage(message) {
      const result = await request('solana_signMessage', {
        message: encodeBase58(message),
        pubkey: address,
      })
      const signature = readSignature(result.signature)
      if (!signature) throw new InvalidSignatureError({ details: 'No base58 64-byte signature' })
      return signature
    },
    async signTransaction(transaction) {
      const result = await request('solana_signTransaction', {
        transaction: encodeBase64(transaction),
        pubkey: address,
      })
      if (typeof result.transaction === 'string') {
        const signed = decodeBase64(result.transaction)
        if (signed && signed.length > 0) return signed
      }
      // Wallets of the older method answer the signature alone.
      const signature = readSignature(result.signature)
      const signed = signature && placeSignature(transaction, publicKey, signature)
      if (!signed) throw new InvalidWalletResponseError({ details: 'No signed transaction' })
      return signed
    },
    signAndSendTransaction: canSend
      ? async (transaction, _chain, options) => {
          const result = await request('solana_signAndSendTransaction', {
            transaction: encodeBase64(transaction),
            pubkey: address,
            sendOptions: options ?? { preflightCommitment: 'confirmed' },
          })
          const signature = readSignature(result.signature)
          if (!signature) throw new InvalidWalletResponseError({ details: 'No base58 signature' })
          return signature
        }
      : undefined,
  }
}
