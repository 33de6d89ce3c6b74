import type { LocaleCode } from '../locales.js'

/** One language's texts of a feature: every key of its English catalogue. */
export type FeatureMessages<Key extends string> = Readonly<Record<Key, string>>

/** How a feature loads one language: a dynamic import of its locale module. */
export type FeatureLocaleLoader<Key extends string> = () => Promise<{
  messages: FeatureMessages<Key>
}>

/**
 * The texts of one wallet feature (Send, Swap, Buy, …). English travels with the feature's own
 * chunk; every other language travels in the modal's chunk of that language (its module
 * re-exports each feature's texts under the feature's name), loaded on first use. A chunk per
 * feature and language would add one entry per chunk to every bundler's loader before first
 * paint (webpack's chunk map, Vite's preload lists): 168 of them cost 3.5 KB gzip under webpack.
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
