/** A style sheet imported as its text (`import css from './X.css?inline'`), for `adoptStyles`. */
declare module '*.css?inline' {
  const cssText: string
  export default cssText
}

/** A style sheet imported for its effect (`import './X.css'`): the bundler puts it in the page. */
declare module '*.css' {}
