import type { Alert } from '../stores/createAlertsStore.js'

/** The app-configuration alerts of SPEC §8; titles are exact. */
export const alertCatalogue = {
  INVALID_APP_CONFIGURATION: {
    id: 'INVALID_APP_CONFIGURATION',
    title: 'Invalid App Configuration',
    message: 'This origin is not on the project allowlist. Add it to the project settings.',
    variant: 'error',
  },
  JWT_TOKEN_NOT_VALID: {
    id: 'JWT_TOKEN_NOT_VALID',
    title: 'Session Expired',
    message: 'The session is not valid yet. Check the device clock and connect again.',
    variant: 'error',
  },
  INVALID_PROJECT_ID: {
    id: 'INVALID_PROJECT_ID',
    title: 'Invalid App Configuration',
    message: 'Invalid Project ID',
    variant: 'error',
  },
  NETWORK_NOT_FOUND: {
    id: 'NETWORK_NOT_FOUND',
    title: 'Network Not Found',
    message: 'The requested network is not configured in this app.',
    variant: 'warning',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    id: 'PROJECT_ID_NOT_CONFIGURED',
    title: 'Project ID Not Configured',
    message:
      'Set `projectId` to use WalletConnect and hosted services. Browser wallets still work.',
    variant: 'warning',
  },
  EMBEDDED_WALLET_TIMEOUT: {
    id: 'EMBEDDED_WALLET_TIMEOUT',
    title: 'Invalid App Configuration',
    message: 'The embedded wallet took too long to load. Check that this domain is allowed.',
    variant: 'error',
  },
} as const satisfies Record<string, Alert>

export type AlertId = keyof typeof alertCatalogue
