// Error classes to test with `instanceof`. Kept out of the main entry: `ViewNotAvailableError`
// is thrown only by the lazily loaded modal code, and a bundler that splits code (esbuild) would
// otherwise load it before first paint.
export { InvalidLocaleError } from '@kit/core/modules/errors/locale'
export { NotInitializedError } from '../errors/NotInitializedError.js'
export { ViewNotAvailableError } from '../errors/ViewNotAvailableError.js'
