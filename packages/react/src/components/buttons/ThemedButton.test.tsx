import { cleanup, render, screen } from '@testing-library/react'
import { Profiler } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { ThemedButton } from './ThemedButton.js'

afterEach(cleanup)

describe('ThemedButton', () => {
  it('applies the theme variables to its button in the commit that mounts it', () => {
    const commits: string[] = []
    render(
      <Profiler id="button" onRender={(_id, phase) => commits.push(phase)}>
        <ThemedButton
          themeMode="dark"
          themeVariables={{ '--w3m-accent': 'rgb(10, 20, 30)' }}
          data-testid="themed"
        >
          Connect
        </ThemedButton>
      </Profiler>,
    )
    const button = screen.getByTestId('themed')
    expect(button.style.getPropertyValue('--w3m-accent')).toBe('rgb(10, 20, 30)')
    expect(button.getAttribute('data-kit-theme')).toBe('dark')
    // No element kept in state: one commit, not a second one once the element is known.
    expect(commits).toEqual(['mount'])
  })

  it('replaces the variables it applied when they change', () => {
    const { rerender } = render(
      <ThemedButton
        themeMode="light"
        themeVariables={{ '--w3m-accent': 'red' }}
        data-testid="themed"
      />,
    )
    rerender(
      <ThemedButton
        themeMode="light"
        themeVariables={{ '--w3m-font-family': 'serif' }}
        data-testid="themed"
      />,
    )
    const button = screen.getByTestId('themed')
    expect(button.style.getPropertyValue('--w3m-accent')).toBe('')
    expect(button.style.getPropertyValue('--w3m-font-family')).toBe('serif')
  })
})
