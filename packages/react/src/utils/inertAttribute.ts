import { version } from 'react'

// React 19 knows `inert` as a boolean attribute. React 18 does not: it drops `true` with a
// warning and writes only strings, so there the attribute is set by the empty string.
const present = (Number.parseInt(version, 10) >= 19 ? true : '') as boolean

/** An `inert` prop that makes the element inert when `value` holds, on React 18 and 19 alike. */
export function inertAttribute(value: boolean): boolean | undefined {
  return value ? present : undefined
}
