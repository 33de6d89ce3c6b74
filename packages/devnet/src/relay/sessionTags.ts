/**
 * Tags the relay gives the messages of `wc_proposeSession` and `wc_approveSession`, whose
 * requests carry none: those the SDK uses when it publishes the same payloads itself.
 */
export const sessionTags = {
  /** `wc_sessionPropose` request, on the pairing topic. */
  proposal: 1100,
  /** `wc_sessionPropose` response, on the pairing topic. */
  proposalResponse: 1101,
  /** `wc_sessionSettle` request, on the session topic. */
  settlement: 1102,
} as const
