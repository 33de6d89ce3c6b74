// The modal's own modules, so bundlers give this chunk the modal's set of shared modules and do
// not split the code before first paint into more files (see featureViews.ts).
import '../../Modal.js'

export { default as SwitchNetworkView } from './SwitchNetworkView/SwitchNetworkView.js'
