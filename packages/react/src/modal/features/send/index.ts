export { default as WalletSendPreviewView } from './WalletSendPreviewView/WalletSendPreviewView.js'
export { default as WalletSendSelectTokenView } from './WalletSendSelectTokenView/WalletSendSelectTokenView.js'
export { default as WalletSendView } from './WalletSendView/WalletSendView.js'
