import type { Kit } from '../types/kit.js'
import type { AlertId } from '../utils/alertCatalogue.js'

export type ShowAlertParameters = { id: AlertId }

/**
 * Shows one of the configuration alerts of SPEC §8. Their texts load on the first alert (most
 * pages never show one), so the alert appears a moment later, in `stores.alerts.alert`.
 */
export function showAlert(kit: Kit, { id }: ShowAlertParameters): void {
  // With the other start-up code loaded on need (one chunk, not one per module).
  import('./lazyKitActions.js').then(
    ({ alertCatalogue }) => {
      kit.stores.alerts.alert = { ...alertCatalogue[id] }
    },
    (error: unknown) => kit.warn('Could not load the alert texts', error),
  )
}
