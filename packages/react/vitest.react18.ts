import { defineProject, mergeConfig, type UserWorkspaceConfig } from 'vitest/config'
import { react18Aliases } from '../../react18.shared.js'

const { aliases, packageDir } = react18Aliases(import.meta.url)

/**
 * The project `base` once more on React 18.3 (AppKit users are on both), for the test files in
 * `include`: every `react` and `react-dom` import, subpaths included, resolves to the 18.3 copies
 * installed as `react-18` and `react-dom-18`. Testing Library's imports must go through the
 * aliases too: left to Node, it would load React 19 beside the 18.3 the components use
 * (reactVersion.test.tsx fails then).
 */
export function onReact18(parameters: {
  base: UserWorkspaceConfig
  name: string
  include: string[]
}) {
  const { base, name, include } = parameters
  return mergeConfig(
    // `include` replaces the base's list; merged, the two lists would add up.
    { ...base, test: { ...base.test, include } },
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
      test: { name, provide: { reactMajor: 18 } },
    }),
  )
}
