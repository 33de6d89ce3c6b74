export { default as SwapPreviewView } from './SwapPreviewView/SwapPreviewView.js'
export { default as SwapSelectTokenView } from './SwapSelectTokenView/SwapSelectTokenView.js'
export { default as SwapView } from './SwapView/SwapView.js'
