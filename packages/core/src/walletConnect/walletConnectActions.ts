// What core loads on the first pairing or restore: one chunk for every WalletConnect action.

export { applyWalletConnectResults } from './applyWalletConnectResults.js'
export { endWalletConnectSession } from './endWalletConnectSession.js'
export { pairWalletConnect } from './pairWalletConnect.js'
export { restoreWalletConnect } from './restoreWalletConnect.js'
export { switchSessionChain } from './switchSessionChain.js'
