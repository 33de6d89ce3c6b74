import { createHash } from 'node:crypto'
import type { CatalogueWallet } from '@kit/blockchain-api'
import { createRandom } from './createRandom.js'
import {
  walletFirstWords,
  walletJoinedWords,
  walletSecondWords,
  walletSpecialNames,
} from './walletWords.js'

/** The generated wallet catalogue of one server, in `order`, with its image lookup. */
export type Catalogue = {
  readonly wallets: readonly CatalogueWallet[]
  /** Wallet name by `image_id` (and by the id in `image_url`), for the generated icons. */
  readonly imageNames: ReadonlyMap<string, string>
}

const chainPool = [
  'eip155:10',
  'eip155:42161',
  'eip155:11155111',
  'eip155:137',
  'eip155:8453',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'bip122:000000000019d6689c085ae165831e93',
]

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const uuidFrom = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
const slugOf = (name: string) => {
  const ascii = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 24)
  // Names in other scripts keep a short hash so that their link hosts stay distinct.
  return /^[\x20-\x7e]*$/.test(name) ? ascii : `${ascii}${sha256(name).slice(0, 6)}`
}

/**
 * About 1,200 deterministic wallets built from word lists and a seeded PRNG: unique 64-hex ids,
 * varied chains and links (https and custom schemes), some certified, a handful with an rdns
 * (the dev wallet's `dev.kit.wallet` among them). Links point at `.example` hosts.
 */
export function createCatalogue(baseUrl: string, seed = 0x6b17): Catalogue {
  const random = createRandom(seed)
  const chance = (probability: number) => random() < probability

  const generated: string[] = []
  for (const first of walletFirstWords) {
    for (const second of walletSecondWords) {
      const joined = walletJoinedWords.has(second) && chance(0.5)
      generated.push(joined ? `${first}${second}` : `${first} ${second}`)
    }
  }
  // Fisher-Yates with the seeded PRNG: a varied but fixed order.
  for (let i = generated.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1))
    ;[generated[i], generated[j]] = [generated[j] as string, generated[i] as string]
  }
  const names = [...walletSpecialNames, ...generated]

  const imageNames = new Map<string, string>()
  const wallets = names.map((name, index): CatalogueWallet => {
    const slug = slugOf(name)
    const isDevWallet = name === 'Kit Dev Wallet'
    const imageId = uuidFrom(sha256(`kit-catalogue-image:${name}`))
    imageNames.set(imageId, name)
    // A few entries carry an absolute image URL instead of an image id, as some real ones do.
    const urlOnly = !isDevWallet && index % 37 === 5
    const chains = [
      ...(isDevWallet || chance(0.92) ? ['eip155:1'] : []),
      ...chainPool.filter(() => chance(0.35)),
    ]
    const mobile = random()
    const rdns = isDevWallet ? 'dev.kit.wallet' : index % 97 === 11 ? `example.${slug}` : null
    return {
      id: sha256(`kit-catalogue:${name}`),
      name,
      image_id: urlOnly ? null : imageId,
      image_url: urlOnly ? `${baseUrl}/getWalletImage/${imageId}` : null,
      rdns,
      chains: chains.length > 0 ? chains : ['eip155:1'],
      homepage: `https://${slug}.example`,
      mobile_link: isDevWallet
        ? null
        : mobile < 0.45
          ? `${slug}://`
          : mobile < 0.9
            ? `https://${slug}.example/wc`
            : null,
      desktop_link: !isDevWallet && chance(0.2) ? `${slug}-desktop://` : null,
      webapp_link: !isDevWallet && chance(0.15) ? `https://app.${slug}.example` : null,
      app_store: chance(0.7)
        ? `https://apps.apple.com/app/id${1_000_000_000 + Math.floor(random() * 8e8)}`
        : null,
      play_store: chance(0.65)
        ? `https://play.google.com/store/apps/details?id=example.${slug}`
        : null,
      // Every wallet with an extension (an rdns) and about 40% of the rest list one, decided by
      // the name rather than the seeded sequence, which the fields before it were drawn from.
      ...(rdns !== null ||
      Number.parseInt(sha256(`kit-catalogue-extension:${name}`).slice(0, 2), 16) < 100
        ? {
            chrome_store: `https://chromewebstore.google.com/detail/${slug}/${imageId.replaceAll('-', '').slice(0, 32)}`,
          }
        : {}),
      badge_type: isDevWallet || chance(0.12) ? 'certified' : 'none',
      order: 0,
    }
  })
  // Certified wallets lead the recommended order, the dev wallet first among them.
  const ordered = [
    ...wallets.filter((wallet) => wallet.badge_type === 'certified'),
    ...wallets.filter((wallet) => wallet.badge_type !== 'certified'),
  ].map((wallet, index) => ({ ...wallet, order: index + 1 }))
  return { wallets: Object.freeze(ordered), imageNames }
}
