import type { Kit } from '../types/kit.js'
import { type AlertId, alertCatalogue } from '../utils/alertCatalogue.js'

/** Shows one of the configuration alerts of SPEC §8. */
export function showAlert(kit: Kit, id: AlertId): void {
  kit.stores.alerts.alert = { ...alertCatalogue[id] }
}

export function dismissAlert(kit: Kit): void {
  kit.stores.alerts.alert = undefined
}
