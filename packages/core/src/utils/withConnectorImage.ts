import type { Connector } from '../types/connector.js'

/**
 * A connector with the app's `connectorImages` entry for it as its image: an entry matches by
 * connector id, else rdns, else name. Without an entry, the connector itself.
 */
export function withConnectorImage(
  connector: Connector,
  images: Readonly<Record<string, string>> | undefined,
): Connector {
  if (!images) return connector
  const key = [connector.id, connector.info?.rdns, connector.name].find(
    (key): key is string => typeof key === 'string' && Object.hasOwn(images, key),
  )
  return key === undefined ? connector : { ...connector, imageUrl: images[key] }
}
