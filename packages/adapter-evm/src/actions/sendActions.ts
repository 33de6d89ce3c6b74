// Sending and what goes with it (fee estimates, revert decoding, the receipt wait), in one module:
// a bundler makes one chunk of them, loaded on the first send, and the adapter's start-up code
// holds one loader for the three instead of one each.
export { estimateSendFee } from './estimateSendFee.js'
export { sendTransaction } from './sendTransaction.js'
export { waitForTransaction } from './waitForTransaction.js'
