import { proxy } from 'valtio/vanilla'

export type ModalState = {
  open: boolean
  loading: boolean
  /** Set on wrong input or rejection; cleared 500 ms later. */
  shake: boolean
  /** The modal is drawn inline in the page instead of as an overlay. */
  embedded: boolean
  /** The visitor ticked the legal checkbox (`features.legalCheckbox`); kept for the page's life. */
  legalChecked: boolean
}

export function createModalStore(embedded: boolean) {
  return proxy<ModalState>({
    open: false,
    loading: false,
    shake: false,
    embedded,
    legalChecked: false,
  })
}
