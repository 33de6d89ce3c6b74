import { render, screen } from '@testing-library/react'
import { useState, version } from 'react'
import { version as domVersion } from 'react-dom'
import { version as serverVersion } from 'react-dom/server'
import { expect, inject, test } from 'vitest'

declare module 'vitest' {
  // biome-ignore lint/suspicious/noExportsInTest: augments Vitest's types, exports nothing
  export interface ProvidedContext {
    /** The major version of React this project's tests must run on. */
    reactMajor: number
  }
}

function Count() {
  const [count] = useState(1)
  return <output>{`${version} ${count}`}</output>
}

test('react, react-dom and react-dom/server are the React this project runs on', () => {
  const major = `${inject('reactMajor')}.`
  expect(version.startsWith(major), version).toBe(true)
  expect(domVersion).toBe(version)
  expect(serverVersion).toBe(version)
})

test('Testing Library renders with the same React as the components', () => {
  // A hook called under another copy of react-dom than the component's react throws.
  render(<Count />)
  expect(screen.getByRole('status').textContent).toBe(`${version} 1`)
})
