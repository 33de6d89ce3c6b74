// What a wallet session needs (accounts, events, signing and its verification, balances, a
// WalletConnect session's part), loaded by `createSolanaAdapter` with one `import()` on first
// use, so none of it is part of the page's first paint. Sending (web3.js) loads apart.

export { connectSolanaSession } from '../walletConnect/connectSolanaSession.js'
export { connect } from './connect.js'
export { disconnect } from './disconnect.js'
export { getBalance } from './getBalance.js'
export { signMessage } from './signMessage.js'
