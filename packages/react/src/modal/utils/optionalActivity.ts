import type { Activity } from 'react'
import * as React from 'react'

// Assembled at run time so no bundler checks the name against the React it bundles: Next.js
// 14/15 bundle a React without it, and their webpack build fails on a static read.
const exportName = ['Activ', 'ity'].join('')

/**
 * React's `<Activity>` (React 19.2+), or `undefined` under an older React. Read through a
 * computed key so the package builds against every React its peer range allows.
 * @param react The React module to read; the running one by default.
 * @example const Activity = optionalActivity(); if (Activity) return <Activity mode="hidden">…</Activity>
 */
export function optionalActivity(react: object = React): typeof Activity | undefined {
  const value = (react as Record<string, unknown>)[exportName]
  return value === undefined ? undefined : (value as typeof Activity)
}
