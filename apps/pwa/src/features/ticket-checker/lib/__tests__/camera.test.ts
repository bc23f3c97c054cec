import { afterEach, describe, expect, it, vi } from 'vitest';
import { CameraError, openRearCamera } from '../camera';

/*
 * The camera is the device's (outside our code): a stand-in `navigator.mediaDevices` that answers
 * as browsers do — a stream whose track tells its capabilities, or the DOMException a refusal
 * gives. What is ours: which camera is asked for, the problem named, the torch, the stop.
 */

function fakeTrack(capabilities: Record<string, unknown>) {
  return {
    stop: vi.fn(),
    getCapabilities: () => capabilities,
    applyConstraints: vi.fn(() => Promise.resolve()),
  };
}

function withMediaDevices(getUserMedia: (constraints: MediaStreamConstraints) => Promise<unknown>) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('openRearCamera', () => {
  it('when the camera opens, then the rear one was asked for, its torch offered, its stop releases it', async () => {
    const track = fakeTrack({ torch: true });
    const getUserMedia = vi.fn((_constraints: MediaStreamConstraints) =>
      Promise.resolve({ getVideoTracks: () => [track], getTracks: () => [track] }),
    );
    withMediaDevices(getUserMedia);
    const camera = await openRearCamera();
    expect(getUserMedia.mock.calls[0]?.[0]).toMatchObject({
      audio: false,
      video: { facingMode: { ideal: 'environment' } },
    });
    expect(camera.hasTorch).toBe(true);
    await camera.setTorch(true);
    expect(track.applyConstraints).toHaveBeenCalledWith({ advanced: [{ torch: true }] });
    camera.stop();
    camera.stop();
    expect(track.stop).toHaveBeenCalledTimes(1);
  });

  it('when the camera has no torch, then none is offered', async () => {
    const track = fakeTrack({});
    withMediaDevices(() =>
      Promise.resolve({ getVideoTracks: () => [track], getTracks: () => [track] }),
    );
    expect((await openRearCamera()).hasTorch).toBe(false);
  });

  it.each([
    ['NotAllowedError', 'denied'],
    ['NotFoundError', 'none'],
    ['OverconstrainedError', 'none'],
    ['NotReadableError', 'busy'],
    ['TypeError', 'unsupported'],
  ])('when the browser answers %s, then the problem is %s', async (name, problem) => {
    withMediaDevices(() => Promise.reject(new DOMException('refused', name)));
    const error = await openRearCamera().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CameraError);
    expect((error as CameraError).problem).toBe(problem);
  });

  it('when the page has no camera API (not HTTPS, an old browser), then it is unsupported', async () => {
    const error = await openRearCamera().catch((e: unknown) => e);
    expect((error as CameraError).problem).toBe('unsupported');
  });
});
