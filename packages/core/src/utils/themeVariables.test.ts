import { describe, expect, it } from 'vitest'
import { InvalidThemeVariableError } from '../errors/theme.js'
import type { ThemeVariables } from '../types/theme.js'
import { validateThemeVariables } from './themeVariables.js'

describe('validateThemeVariables', () => {
  it('names the rejected key, not the value', () => {
    try {
      validateThemeVariables({ '--w3m-accent': 'red;} body{display:none' })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidThemeVariableError)
      expect((error as InvalidThemeVariableError).details).toBe('Rejected value for --w3m-accent')
      expect((error as Error).message).not.toContain('display')
    }
  })

  it('skips undefined values', () => {
    expect(validateThemeVariables({ '--w3m-accent': undefined, '--w3m-z-index': 8 })).toEqual({
      '--w3m-z-index': 8,
    })
  })

  it('refuses a non-string, non-number value', () => {
    const variables = { '--w3m-accent': { toString: () => 'red' } } as unknown as ThemeVariables
    expect(() => validateThemeVariables(variables)).toThrow(InvalidThemeVariableError)
  })

  it('refuses a value longer than 200 characters', () => {
    expect(() => validateThemeVariables({ '--w3m-font-family': 'a'.repeat(201) })).toThrow(
      InvalidThemeVariableError,
    )
    expect(validateThemeVariables({ '--w3m-font-family': 'a'.repeat(200) })).toEqual({
      '--w3m-font-family': 'a'.repeat(200),
    })
  })
})
