import type { AccountProfile } from '@kit/blockchain-api'
import { devAccounts } from '../../chains/devAccounts.js'

/**
 * `kitdev.kit.id`, registered for dev account 0 (the dev wallet's account) with an avatar this
 * server draws, so the demo shows a name and a picture from the start.
 */
export function kitDevProfile(baseUrl: string): AccountProfile {
  const registered = Date.UTC(2025, 0, 20) / 1000
  return {
    name: 'kitdev.kit.id',
    registered,
    updated: registered,
    addresses: { [String(0x80000000 + 1)]: { address: devAccounts[0]!.address } },
    attributes: {
      avatar: `${baseUrl}/public/getAssetImage/kitdev-avatar`,
      bio: 'The Kit dev wallet account',
    },
  }
}
