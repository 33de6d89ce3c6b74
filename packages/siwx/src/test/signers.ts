import { ed25519 } from '@noble/curves/ed25519.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { base58 } from '@scure/base'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

/** A fresh EOA (viem's key generation); `sign` is `personal_sign`. */
export function createEvmSigner() {
  const account = privateKeyToAccount(generatePrivateKey())
  return {
    address: account.address,
    sign: (message: string) => account.signMessage({ message }),
  }
}

/** A fresh Solana keypair: the base58 public key is the address; signatures are base58. */
export function createSolanaSigner() {
  const { secretKey, publicKey } = ed25519.keygen()
  return {
    address: base58.encode(publicKey),
    sign: async (message: string) => base58.encode(ed25519.sign(utf8ToBytes(message), secretKey)),
  }
}
