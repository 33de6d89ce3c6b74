// The modal's own modules, so bundlers give this chunk the modal's set of shared modules and do
// not split the code before first paint into more files (see featureViews.ts).
import '../../Modal.js'

export { default as BuyInProgressView } from './BuyInProgressView/BuyInProgressView.js'
export { default as OnRampActivityView } from './OnRampActivityView/OnRampActivityView.js'
export { default as OnRampFiatSelectView } from './OnRampFiatSelectView/OnRampFiatSelectView.js'
export { default as OnRampProvidersView } from './OnRampProvidersView/OnRampProvidersView.js'
export { default as OnRampTokenSelectView } from './OnRampTokenSelectView/OnRampTokenSelectView.js'
