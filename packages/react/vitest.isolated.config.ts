import { defineProject } from 'vitest/config'
import { testsOwningModules } from '../../vitest.isolation.js'
import { sourceConditions } from '../../vitest.shared.js'
import { reactTests } from './vitest.config.js'

/** The React test files that mock modules, each with a module registry and a window of its own. */
export default defineProject({
  ...sourceConditions,
  test: { ...reactTests, name: 'react (isolated)', include: testsOwningModules(import.meta.url) },
})
