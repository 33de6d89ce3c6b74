// The modal's own modules, so bundlers give this chunk the modal's set of shared modules and do
// not split the code before first paint into more files (see featureViews.ts).
import '../../Modal.js'

export { default as DownloadsView } from './DownloadsView/DownloadsView.js'
export { default as GetWalletView } from './GetWalletView/GetWalletView.js'
export { default as WhatIsANetworkView } from './WhatIsANetworkView/WhatIsANetworkView.js'
export { default as WhatIsAWalletView } from './WhatIsAWalletView/WhatIsAWalletView.js'
