import type { AdapterEvent } from '@kit/core'
import type { ConnectorRegistry } from '../connectors/createConnectorRegistry.js'
import type { Session } from '../connectors/startSession.js'
import type { RetryPolicy } from '../utils/requestWithRetry.js'

/** One adapter instance's own state, passed to each action; two instances share nothing. */
export type EvmAdapterState = {
  registry: ConnectorRegistry
  sessions: Map<string, Session>
  /** Core's event sink once `setup` ran; events before that have nowhere to go. */
  emit: (event: AdapterEvent) => void
  fetchFn: typeof fetch
  /** HTTP RPC timeout in ms. */
  timeout: number
  /** How RPC reads are retried at each URL (SPEC §9). */
  retry: RetryPolicy
  baseFeeMultiplier: number
}
