import { proxy } from 'valtio/vanilla'
import type { RouterData, View } from '../types/view.js'

export type RouterState = {
  view: View
  history: View[]
  data: RouterData | undefined
}

export function createRouterStore() {
  return proxy<RouterState>({ view: 'Connect', history: ['Connect'], data: undefined })
}
