import type { KeptMessage } from './createMailbox.js'

/** A kept message as clients receive it, in `irn_subscription` and `irn_batchFetchMessages`. */
export type MessageData = {
  topic: string
  message: string
  publishedAt: number
  tag: number
  attestation?: string
}

/** The client-facing fields of a kept message; `attestation` only when it was published with one. */
export function messageData(kept: KeptMessage): MessageData {
  return {
    topic: kept.topic,
    message: kept.message,
    publishedAt: kept.publishedAt,
    tag: kept.tag,
    ...(kept.attestation === undefined ? {} : { attestation: kept.attestation }),
  }
}
