import type { Kit } from '../types/kit.js'

export type SetLegalCheckedParameters = { checked: boolean }

/** Ticks or clears the legal checkbox that lets the visitor pick a wallet (`features.legalCheckbox`). */
export function setLegalChecked(kit: Kit, { checked }: SetLegalCheckedParameters): void {
  kit.stores.modal.legalChecked = checked
}
