// What a wallet session needs (account parsing and EIP-55 checksums, the provider's error table,
// balances, signing, switching, a WalletConnect session's part), loaded by `createEvmAdapter` with
// one `import()` on first use, so none of it is part of the page's first paint, and a bundler
// makes one chunk of it rather than one per action.

export { isAddress } from '../utils/isAddress.js'
export { connectEvmSession } from '../walletConnect/connectEvmSession.js'
export { connect } from './connect.js'
export { disconnect } from './disconnect.js'
export { getBalance } from './getBalance.js'
export { reconnect } from './reconnect.js'
export { signMessage } from './signMessage.js'
export { switchNetwork } from './switchNetwork.js'
