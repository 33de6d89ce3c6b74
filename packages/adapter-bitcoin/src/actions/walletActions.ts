// What connecting needs (address checks, the wallet protocols, Esplora reads), loaded by
// `createBitcoinAdapter` with one `import()` on first use, so none of it is part of the page's
// first paint. Signing and paying (@scure/btc-signer, the curve code) load apart, on first use:
// see `signingActions.ts`.

export { connect } from './connect.js'
export { connectBitcoinSession } from './connectBitcoinSession.js'
export { disconnect } from './disconnect.js'
export { getBalance } from './getBalance.js'
export { reconnect } from './reconnect.js'
export { switchNetwork } from './switchNetwork.js'
