/** A stable hue for a network without an image, from its CAIP-2 id. */
export function networkHue(caipNetworkId: string): number {
  let hash = 0
  for (const char of caipNetworkId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return hash % 360
}
