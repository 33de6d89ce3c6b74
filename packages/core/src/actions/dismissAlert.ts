import type { Kit } from '../types/kit.js'

export function dismissAlert(kit: Kit): void {
  kit.stores.alerts.alert = undefined
}
