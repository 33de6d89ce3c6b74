// The Bitcoin verifier (legacy signed messages and BIP-322), through @kit/adapter-bitcoin/utils.
export { createBip122Verifier } from '../bip122/createBip122Verifier.js'
