// Wallet images as the hosted catalogue serves them: raster files, not the local stack's SVG badges.
import { deflateSync } from 'node:zlib'

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes) {
  let c = 0xffffffff
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type, data) {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const tail = Buffer.alloc(4)
  tail.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, tail])
}

/**
 * A `size`×`size` RGB PNG: a rounded tile in a colour drawn from `seed`, with a lighter disc, so
 * that each wallet's image is its own file (no two tiles share a decoded image).
 */
export function walletPng(seed, size = 128) {
  let hash = 2166136261
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0
  const color = [hash & 0xff, (hash >>> 8) & 0xff, (hash >>> 16) & 0xff]
  const rows = []
  const radius = size * 0.3
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3)
    for (let x = 0; x < size; x++) {
      const inDisc = (x - size / 2) ** 2 + (y - size / 2) ** 2 < radius ** 2
      for (let c = 0; c < 3; c++)
        row[1 + x * 3 + c] = inDisc ? 255 - ((255 - color[c]) >> 2) : color[c]
    }
    rows.push(row)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** Answers a browser context's wallet image requests with `walletPng` of each image id. */
export async function routeRasterWalletImages(context) {
  const made = new Map()
  await context.route('**/getWalletImage/**', async (route) => {
    const id = new URL(route.request().url()).pathname.split('/').pop() ?? ''
    if (!made.has(id)) made.set(id, walletPng(id))
    await route.fulfill({
      status: 200,
      contentType: 'image/png',
      headers: { 'cache-control': 'public, max-age=86400', 'access-control-allow-origin': '*' },
      body: made.get(id),
    })
  })
}
