import type { MessageValues } from './types.js'

const placeholder = /\{(\w+)\}/g

/** A text with its `{placeholders}` filled in; an unknown placeholder stays as written. */
export function formatMessage(template: string, values?: MessageValues): string {
  if (!values) return template
  return template.replace(placeholder, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  )
}

/**
 * The same, with values that may be elements (a wallet name in `<bdi>`): the text's pieces in
 * order, for React to draw.
 */
export function formatMessageParts<Part>(
  template: string,
  values: Readonly<Record<string, Part>>,
): (string | Part)[] {
  const parts: (string | Part)[] = []
  let last = 0
  for (const match of template.matchAll(placeholder)) {
    const name = match[1] as string
    if (!Object.hasOwn(values, name)) continue
    if (match.index > last) parts.push(template.slice(last, match.index))
    parts.push(values[name] as Part)
    last = match.index + match[0].length
  }
  if (last < template.length) parts.push(template.slice(last))
  return parts
}
