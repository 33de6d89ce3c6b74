import base from './vitest.config.js'
import { onReact18 } from './vitest.react18.js'

// What React draws: the component and hook tests. The .ts tests (texts, parsers, exports, fonts)
// import neither React nor Testing Library, so a second run would only repeat them.
export default onReact18({ base, name: 'react@18', include: ['src/**/*.test.tsx'] })
