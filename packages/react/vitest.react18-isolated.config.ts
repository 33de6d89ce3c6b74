import { testsOwningModules } from '../../vitest.isolation.js'
import base from './vitest.isolated.config.js'
import { onReact18 } from './vitest.react18.js'

// The isolated component and hook tests (vitest.isolated.config.ts) on React 18.3.
export default onReact18({
  base,
  name: 'react@18 (isolated)',
  include: testsOwningModules(import.meta.url).filter((path) => path.endsWith('.tsx')),
})
