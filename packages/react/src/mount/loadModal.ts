/**
 * The modal's code (its views included). Every part that needs it imports it through here, so a
 * bundler writes one `import()` of that chunk, not one per caller.
 */
export const loadModalCode = () => import('../modal/Modal.js')

/** Loads the modal's code once; later calls share the same promise. */
export function createModalLoader() {
  let loading: ReturnType<typeof loadModalCode> | undefined
  return () => {
    loading ??= loadModalCode()
    return loading
  }
}

export type ModalLoader = ReturnType<typeof createModalLoader>
