// The network image address (catalogue ids and the API's URL builder), loaded after first paint.
export { getNetworkImageSrc } from '@kit/core'
