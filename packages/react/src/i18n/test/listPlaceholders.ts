const placeholder = /\{(\w+)\}/g

/** The placeholder names of a text, sorted; a translation must have the same ones. */
export function listPlaceholders(template: string): string[] {
  return [...template.matchAll(placeholder)].map((match) => match[1] as string).sort()
}
