import { defineProject, mergeConfig } from 'vitest/config'
import { react18Aliases } from '../../react18.shared.js'
import base from './vitest.config.js'

const { aliases, packageDir } = react18Aliases(import.meta.url)

// The same tests against React 18.3 (AppKit users are on both): every `react` and `react-dom`
// import, subpaths included, resolves to the 18.3 copies installed as `react-18` and
// `react-dom-18`. Testing Library's imports must go through the aliases too: left to Node, it
// would load React 19 beside the 18.3 the components use (reactVersion.test.tsx fails then).
export default mergeConfig(
  base,
  defineProject({
    resolve: {
      alias: [
        ...aliases,
        // Testing Library's ES module, which Vitest runs through Vite, aliases and all (its
        // CommonJS main is left to Node).
        {
          find: /^@testing-library\/react$/,
          replacement: `${packageDir('@testing-library/react')}/dist/@testing-library/react.esm.js`,
        },
      ],
    },
    test: {
      name: 'react@18',
      provide: { reactMajor: 18 },
      // What React draws: the component and hook tests. The .ts tests (texts, parsers, exports,
      // fonts) import neither React nor Testing Library, so a second run would only repeat them.
      include: ['src/**/*.test.tsx'],
    },
  }),
)
