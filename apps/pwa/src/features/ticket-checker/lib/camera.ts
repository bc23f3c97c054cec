import { SCAN_MARKS } from './scan-marks';

/*
 * The phone's rear camera for the ticket scan (../components/scan-tickets.tsx): opened on the
 * visitor's tap, never on load; its torch where the camera has one; its frames read one after
 * another, as fast as the device reads them. Nothing here sends anything anywhere: the frames go
 * to the code reader on the device.
 */

/** Why the camera could not be opened, in the words the scan shows (`checker.camera*`). */
export type CameraProblem =
  /** The visitor (or the browser's settings) refused the camera. */
  | 'denied'
  /** No camera on this device. */
  | 'none'
  /** Another app holds the camera. */
  | 'busy'
  /** No camera API here: an old browser, or a page not served over HTTPS. */
  | 'unsupported';

export class CameraError extends Error {
  constructor(
    readonly problem: CameraProblem,
    cause?: unknown,
  ) {
    super(`The camera could not be opened (${problem})`, { cause });
    this.name = 'CameraError';
  }
}

/** An open camera: its stream for a `<video>`, its torch when it has one, its stop. */
export interface Camera {
  stream: MediaStream;
  /** Whether the camera has a torch the page can switch (Chrome on Android; not iOS Safari). */
  hasTorch: boolean;
  /** Switches the torch; throws when the camera refuses. */
  setTorch(on: boolean): Promise<void>;
  /** Releases the camera (its light goes off). Safe to call twice. */
  stop(): void;
}

function problemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'none';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'unsupported';
}

/** What a track says it can do, where the browser tells (`torch` is not in TypeScript's DOM yet). */
type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };

/**
 * Opens the rear camera ("environment"; a laptop's only camera where there is none), at a size a
 * ticket's code reads well from. Throws a {@link CameraError}.
 */
export async function openRearCamera(): Promise<Camera> {
  // Undefined outside a secure context (a page not on HTTPS), whatever TypeScript's DOM says.
  if (typeof (navigator.mediaDevices as MediaDevices | undefined)?.getUserMedia !== 'function') {
    throw new CameraError('unsupported');
  }
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      audio: false,
      video: {
        facingMode: { ideal: 'environment' },
        width: { ideal: 1280 },
        height: { ideal: 720 },
      },
    });
  } catch (error) {
    throw new CameraError(problemOf(error), error);
  }
  const [track] = stream.getVideoTracks();
  const capabilities: TorchCapabilities =
    typeof track?.getCapabilities === 'function' ? track.getCapabilities() : {};
  let stopped = false;
  return {
    stream,
    hasTorch: capabilities.torch === true,
    async setTorch(on) {
      if (!track) return;
      await track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
    },
    stop() {
      if (stopped) return;
      stopped = true;
      for (const each of stream.getTracks()) each.stop();
    },
  };
}

/**
 * Reads `video`'s frames with `read` until `signal` aborts: one frame, then the next one the camera
 * gives once that one is read (a slow phone reads fewer frames, never a backlog). Each frame's texts
 * go to `onTexts`; a frame that fails to read is skipped.
 */
export function readFrames(
  video: HTMLVideoElement,
  read: (frame: HTMLVideoElement) => Promise<string[]>,
  onTexts: (texts: string[]) => void,
  signal: AbortSignal,
): void {
  const stopped = () => signal.aborted;
  const nextFrame = (then: () => void) => {
    // Each new frame the camera gives; an older browser (Safari before 15.4): each repaint.
    if ('requestVideoFrameCallback' in video) video.requestVideoFrameCallback(then);
    else requestAnimationFrame(then);
  };
  const step = async () => {
    if (stopped()) return;
    if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0) {
      try {
        const texts = await read(video);
        performance.mark(SCAN_MARKS.frame);
        if (!stopped() && texts.length > 0) onTexts(texts);
      } catch (error) {
        console.warn('A camera frame could not be read', error);
      }
    }
    if (!stopped()) nextFrame(() => void step());
  };
  nextFrame(() => void step());
}

/** The picture `video` shows now, as a PNG (for the OCR of a ticket's printed number); null if none. */
export function captureFrame(video: HTMLVideoElement): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context || canvas.width === 0) return Promise.resolve(null);
  context.drawImage(video, 0, 0);
  return new Promise((resolve) => {
    canvas.toBlob(resolve, 'image/png');
  });
}
