import type { ICore } from '@walletconnect/types'

/**
 * Turns off the two parts of the WalletConnect core that call hosted services, on this wallet's
 * own core, before `WalletKit.init` uses it. Neither has an option: the SDK only skips them when
 * it believes it runs under its own test suite (`process.env.IS_VITEST`), which a browser never is.
 *
 * - Verify (`verify.walletconnect.org`): for each proposal and request the wallet resolves the
 *   dapp's attestation by fetching it, or the verify public key, with a 5 s abort timer; offline
 *   that is a 5 s wait each time (and a hang when a key fetch fails). Answering "no attestation"
 *   leaves the verify context `UNKNOWN`, which is the truth for a local dapp. `register` is only
 *   used by the side that sends proposals and requests; it is answered with an empty attestation,
 *   which is what the SDK itself does in its test environment.
 * - The event client (`pulse.walletconnect.org`): `init` posts an INIT telemetry event even with
 *   `telemetryEnabled: false`. The other events are only sent when telemetry is enabled.
 */
export function disableHostedServices(core: ICore): void {
  core.verify.register = async () => ''
  // The SDK treats a falsy answer as "not verified"; the declared type has no such case.
  core.verify.resolve = async () => undefined as never
  core.eventClient.init = async () => {}
}
