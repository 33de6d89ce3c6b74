import type { Kit } from '../types/kit.js'

export type SetModalLoadingParameters = { loading: boolean }

export function setModalLoading(kit: Kit, { loading }: SetModalLoadingParameters): void {
  kit.stores.modal.loading = loading
}
