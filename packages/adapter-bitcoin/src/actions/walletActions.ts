// What a wallet session needs (address checks, the wallet protocols, Esplora reads, message
// verification, PSBT building and finalizing with @scure/btc-signer), loaded by
// `createBitcoinAdapter` with one `import()` on first use, so none of it is part of the page's
// first paint, and a bundler makes one chunk of it.

export { connect } from './connect.js'
export { connectBitcoinSession } from './connectBitcoinSession.js'
export { disconnect } from './disconnect.js'
export { getBalance } from './getBalance.js'
export { reconnect } from './reconnect.js'
export { sendTransaction } from './sendTransaction.js'
export { signMessage } from './signMessage.js'
export { signPsbt } from './signPsbt.js'
export { switchNetwork } from './switchNetwork.js'
