/** Where a piece of remote data stands. */
export type LoadStatus = 'idle' | 'loading' | 'success' | 'error'
