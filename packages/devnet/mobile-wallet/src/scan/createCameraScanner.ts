import { decodeQr, readPixels } from './decodeQr.js'

export type CameraScanner = {
  /** Opens the camera into `video` and reads frames until a QR code is found or `stop()`. */
  start: () => Promise<void>
  stop: () => void
}

export type CreateCameraScannerParameters = {
  video: HTMLVideoElement
  onResult: (text: string) => void
  onStop: () => void
}

/** Whether the device has a camera the page may ask for. */
export async function hasCamera(): Promise<boolean> {
  if (!navigator.mediaDevices?.getUserMedia || !navigator.mediaDevices.enumerateDevices) {
    return false
  }
  try {
    const devices = await navigator.mediaDevices.enumerateDevices()
    return devices.some((device) => device.kind === 'videoinput')
  } catch {
    return false
  }
}

/** Scans QR codes with the camera (`getUserMedia`), a few frames a second. */
export function createCameraScanner({
  video,
  onResult,
  onStop,
}: CreateCameraScannerParameters): CameraScanner {
  const state: { stream: MediaStream | undefined; timer: number | undefined } = {
    stream: undefined,
    timer: undefined,
  }
  const stop = () => {
    if (state.timer !== undefined) window.clearTimeout(state.timer)
    state.timer = undefined
    for (const track of state.stream?.getTracks() ?? []) track.stop()
    const wasRunning = state.stream !== undefined
    state.stream = undefined
    video.srcObject = null
    if (wasRunning) onStop()
  }
  const tick = async () => {
    if (!state.stream) return
    const pixels =
      video.readyState >= video.HAVE_CURRENT_DATA
        ? readPixels(video, video.videoWidth, video.videoHeight, 720)
        : undefined
    const text = pixels ? await decodeQr(pixels).catch(() => undefined) : undefined
    if (!state.stream) return
    if (text) {
      stop()
      onResult(text)
      return
    }
    state.timer = window.setTimeout(() => void tick(), 200)
  }
  return {
    async start() {
      stop()
      state.stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      })
      video.srcObject = state.stream
      await video.play()
      void tick()
    },
    stop,
  }
}
