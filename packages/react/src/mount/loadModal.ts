/** Loads the modal and all its views once; later calls share the same promise. */
export function createModalLoader() {
  let loading: Promise<typeof import('../modal/Modal.js')> | undefined
  return () => {
    loading ??= import('../modal/Modal.js').then(async (module) => {
      await module.prefetchViews()
      return module
    })
    return loading
  }
}

export type ModalLoader = ReturnType<typeof createModalLoader>
