// Message verification (secp256k1, Schnorr) and PSBT building, finalizing and broadcasting
// (@scure/btc-signer): the heavy part, loaded by `createBitcoinAdapter` with one `import()` on the
// first signature or payment.

export { sendTransaction } from './sendTransaction.js'
export { signMessage } from './signMessage.js'
export { signPsbt } from './signPsbt.js'
