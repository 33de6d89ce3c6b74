/** Loads the modal's code (its views included) once; later calls share the same promise. */
export function createModalLoader() {
  let loading: Promise<typeof import('../modal/Modal.js')> | undefined
  return () => {
    loading ??= import('../modal/Modal.js')
    return loading
  }
}

export type ModalLoader = ReturnType<typeof createModalLoader>
