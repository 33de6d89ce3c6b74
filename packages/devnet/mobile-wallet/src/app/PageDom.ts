/** The static elements of `index.html` the page script drives. */
export type PageDom = {
  status: HTMLElement
  error: HTMLElement
  uri: HTMLTextAreaElement
  pair: HTMLButtonElement
  scan: HTMLButtonElement
  scanFile: HTMLInputElement
  scanner: HTMLElement
  scanStop: HTMLButtonElement
  video: HTMLVideoElement
  proposals: HTMLElement
  sessions: HTMLElement
  requests: HTMLElement
}

/** Finds the page's elements; a missing one is a broken build, reported by throwing. */
export function findPageDom(document: Document): PageDom {
  const find = <type extends Element>(selector: string, kind: new () => type): type => {
    const element = document.querySelector(selector)
    if (!(element instanceof kind)) throw new Error(`The page has no ${selector}.`)
    return element
  }
  const byTestId = (testId: string) => `[data-testid="${testId}"]`
  return {
    status: find(byTestId('mw-status'), HTMLElement),
    error: find(byTestId('mw-error'), HTMLElement),
    uri: find(byTestId('mw-uri'), HTMLTextAreaElement),
    pair: find(byTestId('mw-pair'), HTMLButtonElement),
    scan: find(byTestId('mw-scan'), HTMLButtonElement),
    scanFile: find(byTestId('mw-scan-file'), HTMLInputElement),
    scanner: find(byTestId('mw-scanner'), HTMLElement),
    scanStop: find(byTestId('mw-scan-stop'), HTMLButtonElement),
    video: find('.scanner-video', HTMLVideoElement),
    proposals: find('[data-list="proposals"]', HTMLElement),
    sessions: find('[data-list="sessions"]', HTMLElement),
    requests: find('[data-list="requests"]', HTMLElement),
  }
}
