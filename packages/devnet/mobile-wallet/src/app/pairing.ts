import { parsePairingUri } from '../pairing/parsePairingUri.js'
import { createCameraScanner, hasCamera } from '../scan/createCameraScanner.js'
import { readQrFromFile } from '../scan/readQrFromFile.js'
import type { AppContext } from './AppContext.js'

/** Validates the URI, then pairs; the dapp's proposal follows as a `session_proposal`. */
export async function pairWith(context: AppContext, input: string): Promise<void> {
  const { dom, report } = context
  report.clearError()
  try {
    const { uri } = parsePairingUri(input)
    dom.pair.disabled = true
    report.status('Pairing…')
    await context.walletKit.pair({ uri })
    dom.uri.value = ''
    report.status('Paired; waiting for the connection request…')
  } catch (error) {
    report.error(error)
  } finally {
    dom.pair.disabled = false
  }
}

/** Wires the URI field, the Pair button, the camera scanner and the QR image input. */
export function wirePairing(context: AppContext): void {
  const { dom, report } = context
  dom.pair.disabled = false
  dom.pair.addEventListener('click', () => void pairWith(context, dom.uri.value))

  const pairScanned = (text: string | undefined) => {
    if (!text) {
      report.error(new Error('No QR code found in that picture.'))
      return
    }
    dom.uri.value = text
    void pairWith(context, text)
  }

  dom.scanFile.addEventListener('change', () => {
    const file = dom.scanFile.files?.[0]
    dom.scanFile.value = ''
    if (!file) return
    report.clearError()
    readQrFromFile(file)
      .then(pairScanned)
      .catch(() => report.error(new Error('That file could not be read as an image.')))
  })

  const scanner = createCameraScanner({
    video: dom.video,
    onResult: pairScanned,
    onStop: () => {
      dom.scanner.hidden = true
      dom.scan.disabled = false
    },
  })
  dom.scan.addEventListener('click', () => {
    report.clearError()
    dom.scan.disabled = true
    dom.scanner.hidden = false
    scanner.start().catch((error: unknown) => {
      scanner.stop()
      dom.scanner.hidden = true
      dom.scan.disabled = false
      report.error(error instanceof Error ? error : new Error('The camera could not be opened.'))
    })
  })
  dom.scanStop.addEventListener('click', () => scanner.stop())
  void hasCamera().then((available) => {
    dom.scan.hidden = !available
  })
}
