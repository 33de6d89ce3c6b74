export { default as WalletReceiveView } from './WalletReceiveView/WalletReceiveView.js'
