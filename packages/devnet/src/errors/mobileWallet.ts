import { DevnetError, type DevnetErrorParameters } from './DevnetError.js'

/** `startMobileWalletServer` found no built page to serve. */
export class MobileWalletBuildMissingError extends DevnetError {
  override name = 'MobileWalletBuildMissingError'

  constructor({ pageDir, ...parameters }: DevnetErrorParameters & { pageDir: string }) {
    super(
      `The mobile wallet page is not built (no index.html in ${pageDir}). Run \`pnpm --filter @kit/devnet build\`.`,
      parameters,
    )
  }
}

/** `startMobileWalletServer` was given options the page cannot work with. */
export class InvalidMobileWalletOptionsError extends DevnetError {
  override name = 'InvalidMobileWalletOptionsError'

  constructor(shortMessage: string, parameters: DevnetErrorParameters = {}) {
    super(shortMessage, parameters)
  }
}
