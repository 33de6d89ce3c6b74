import type { Connector } from '../types/connector.js'

/**
 * The app's `connectorImages` on its connectors: an entry matches a connector by id, else rdns,
 * else name, and replaces its image. Connectors without an entry are returned as they are.
 */
export function applyConnectorImages(
  connectors: Connector[],
  images: Readonly<Record<string, string>>,
): Connector[] {
  const imageOf = (connector: Connector) =>
    [connector.id, connector.info?.rdns, connector.name]
      .filter((key): key is string => typeof key === 'string' && Object.hasOwn(images, key))
      .map((key) => images[key])[0]
  return connectors.map((connector) => {
    const imageUrl = imageOf(connector)
    return imageUrl ? { ...connector, imageUrl } : connector
  })
}
