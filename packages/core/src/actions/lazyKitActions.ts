// What createKit and its start-up code load only when they need it (restoring a stored
// connection, an adapter's own disconnect or switch, the metadata warning, a connected
// account's data, a configuration alert's texts, sign-in for an app with `siwx` or AppKit's
// legacy `siweConfig`), in one module: a bundler that splits code makes one chunk of them
// instead of one per action, and a page that never needs them loads none.

export { alertCatalogue } from '../utils/alertCatalogue.js'
export { fetchBalance } from './fetchBalance.js'
export { reconnectStored } from './reconnectStored.js'
export { refreshAccountData } from './refreshAccountData.js'
export { runAdapterRequest } from './runAdapterRequest.js'
export { startSiwx } from './startSiwx.js'
export { warnMetadataMismatch } from './warnMetadataMismatch.js'
