/**
 * The text of the QR code in an image, if one is found. The decoder is loaded on first use so it
 * does not weigh on the page's start.
 */
export async function decodeQr(image: ImageData): Promise<string | undefined> {
  const { default: jsQR } = await import('jsqr')
  return jsQR(image.data, image.width, image.height)?.data || undefined
}

/** Pixels of a drawable source, scaled down so its longer side is at most `maxSide`. */
export function readPixels(
  source: CanvasImageSource,
  width: number,
  height: number,
  maxSide = 1280,
): ImageData | undefined {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1))
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, Math.round(width * scale))
  canvas.height = Math.max(1, Math.round(height * scale))
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) return undefined
  context.drawImage(source, 0, 0, canvas.width, canvas.height)
  return context.getImageData(0, 0, canvas.width, canvas.height)
}
