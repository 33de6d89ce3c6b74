import { proxy } from 'valtio/vanilla'

export type AlertVariant = 'info' | 'warning' | 'error'

export type Alert = { id: string; title: string; message: string; variant: AlertVariant }

export type AlertsState = { alert: Alert | undefined }

export function createAlertsStore() {
  return proxy<AlertsState>({ alert: undefined })
}
