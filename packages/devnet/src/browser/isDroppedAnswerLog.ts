/** The WalletConnect SDK's first line: an inbound message it could not process (shortened). */
const failedInbound = /msg: onRelayMessage\(\) -> failed to process an inbound m/
/** Its second line: the message answers a request it keeps no record of. */
const noMatchingRequest = /msg: No matching key\. history: \d+\}$/

export type IsDroppedAnswerLogParameters = {
  /** The console error the page logged just before (as the test recorded it). */
  previous: string
  /** The console error just logged. */
  current: string
}

/**
 * Whether two consecutive console errors of a page running the WalletConnect SDK (the demo mobile
 * wallet) are its report of an answer it keeps no request for: a second answer to a request
 * already settled, which it drops. It logs "failed to process an inbound message" directly
 * followed by "No matching key. history: <id>". Browser tests that fail on console errors let this
 * exact pair pass, and nothing else: either line alone still counts.
 * @example isDroppedAnswerLog({ previous: errors.at(-1) ?? '', current: message.text() })
 */
export function isDroppedAnswerLog({ previous, current }: IsDroppedAnswerLogParameters): boolean {
  return noMatchingRequest.test(current) && failedInbound.test(previous)
}
