import type { Kit, OpenModalParameters } from '@kit/core'
import { openModal } from '@kit/core/modules/actions/openModal'
import { ViewNotAvailableError } from '../errors/ViewNotAvailableError.js'
import { isImplementedView } from '../modal/views/implementedViews.js'

/** What `open` takes: AppKit 1.7's options. */
export type OpenOptions = OpenModalParameters & {
  /** Values for the view (AppKit's `arguments`): Swap takes `{ fromToken, toToken, amount }`. */
  arguments?: Record<string, unknown>
  /** A WalletConnect pairing URI made by the app's own provider, to show as a QR code. */
  uri?: string
}

/**
 * `open` of the instance and of `useAppKit`: opens the modal at the view asked for. A view the
 * modal does not draw yet (or a pairing URI of the app's own) rejects with
 * `ViewNotAvailableError` naming it, and the modal stays as it was: it never shows another view
 * instead. It travels with the modal's code (`Modal.js`), which opening needs anyway, so none of it loads before first paint.
 */
export async function openAppKit(kit: Kit, options: OpenOptions = {}): Promise<void> {
  const { uri, arguments: viewArguments, ...parameters } = options
  if (uri !== undefined) throw new ViewNotAvailableError('a pairing URI made by the app')
  const { view } = parameters
  if (view !== undefined && !isImplementedView(view))
    throw new ViewNotAvailableError(`the ${view} view`)
  // The namespace is SwitchActiveChain's target, which becomes active only once the visitor agrees.
  if (view === 'SwitchActiveChain' && parameters.namespace && !parameters.data)
    return openModal(kit, { view, data: { namespace: parameters.namespace } })
  // Swap receives its swap data as its arguments (SPEC §2); the view reads only what it knows.
  if (view === 'Swap' && viewArguments && !parameters.data)
    return openModal(kit, { ...parameters, data: { swap: viewArguments } })
  openModal(kit, parameters)
}
