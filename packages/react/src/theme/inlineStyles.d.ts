/** A style sheet imported as its text (`import css from './X.css?inline'`), for `adoptStyles`. */
declare module '*.css?inline' {
  const cssText: string
  export default cssText
}
