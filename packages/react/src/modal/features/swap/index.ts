// The modal's own modules, so bundlers give this chunk the modal's set of shared modules and do
// not split the code before first paint into more files (see featureViews.ts).
import '../../Modal.js'

export { default as SwapPreviewView } from './SwapPreviewView/SwapPreviewView.js'
export { default as SwapSelectTokenView } from './SwapSelectTokenView/SwapSelectTokenView.js'
export { default as SwapView } from './SwapView/SwapView.js'
