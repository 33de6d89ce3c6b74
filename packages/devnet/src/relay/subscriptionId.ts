import { createHash } from 'node:crypto'

/** The id of `clientId`'s subscription to `topic`: sha256 (hex) of the two strings joined, as the SDK computes it. */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId, 'utf8')
    .digest('hex')
}
