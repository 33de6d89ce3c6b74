import { decodeQr, readPixels } from './decodeQr.js'

/** The text of the QR code in an image file (a screenshot or a photo), if one is found. */
export async function readQrFromFile(file: Blob): Promise<string | undefined> {
  const bitmap = await createImageBitmap(file)
  try {
    const pixels = readPixels(bitmap, bitmap.width, bitmap.height)
    return pixels ? await decodeQr(pixels) : undefined
  } finally {
    bitmap.close()
  }
}
