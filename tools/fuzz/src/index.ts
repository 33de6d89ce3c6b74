export { fc } from '@fast-check/vitest'
export { getPropertyRuns, type PropertyReport, propertyTest } from './propertyTest.js'
