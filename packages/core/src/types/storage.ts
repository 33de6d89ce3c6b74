/** The part of `Storage` Kit needs; pass your own to `createKit({ storage })`. */
export type KitStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}
