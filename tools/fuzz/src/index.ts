export { fc } from '@fast-check/vitest'
export { hostileName, hostileNameUnit } from './hostileName.js'
export { getPropertyRuns, type PropertyReport, propertyTest } from './propertyTest.js'
