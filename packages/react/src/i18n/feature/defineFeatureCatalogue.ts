import type { LocaleCode } from '../locales.js'

/** One language's texts of a feature: every key of its English catalogue. */
export type FeatureMessages<Key extends string> = Readonly<Record<Key, string>>

/** How a feature loads one language: a dynamic import of its locale module. */
export type FeatureLocaleLoader<Key extends string> = () => Promise<{
  messages: FeatureMessages<Key>
}>

/**
 * The texts of one wallet feature (Send, Swap, Buy, …). They travel with the feature's own chunk,
 * not the modal's: English inline, every other language as a chunk of its own loaded on first use.
 */
export type FeatureCatalogue<Key extends string> = {
  /** Names the catalogue in errors and tests. */
  readonly name: string
  readonly english: FeatureMessages<Key>
  readonly locales: Readonly<Record<Exclude<LocaleCode, 'en'>, FeatureLocaleLoader<Key>>>
  /** Languages loaded so far, and those loading: shared by every instance on the page. */
  readonly loaded: Map<LocaleCode, FeatureMessages<Key> | Promise<void>>
}

/** A feature's catalogue, from its English texts and one loader per other language. */
export function defineFeatureCatalogue<Key extends string>(parameters: {
  name: string
  english: FeatureMessages<Key>
  locales: Readonly<Record<Exclude<LocaleCode, 'en'>, FeatureLocaleLoader<Key>>>
}): FeatureCatalogue<Key> {
  return { ...parameters, loaded: new Map() }
}
