// What the adapter loads on the first pairing or restore: one chunk for every WalletConnect action.
export { connectWalletConnect } from './connectWalletConnect.js'
export { disconnectWalletConnect } from './disconnectWalletConnect.js'
export { reconnectWalletConnect } from './reconnectWalletConnect.js'
