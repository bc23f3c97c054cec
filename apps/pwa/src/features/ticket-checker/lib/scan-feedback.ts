/*
 * The short sound and the buzz a ticket added by the scan gives, so the visitor can move to the next
 * ticket without looking at the screen. The sound: the visitor's choice (on unless turned off,
 * remembered on this device); the buzz: not for visitors who asked the system for reduced motion.
 * A phone in silent mode mutes the page's sound itself.
 */

const SOUND_KEY = 'lotto-scan-sound';

/** Whether the scan beeps: on unless the visitor turned it off on this device. */
export function scanSoundOn(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function setScanSound(on: boolean): void {
  try {
    if (on) localStorage.removeItem(SOUND_KEY);
    else localStorage.setItem(SOUND_KEY, 'off');
  } catch {
    // Storage refused (private mode): the choice lasts this scan only.
  }
}

/** Plays the beep and buzzes; made on the visitor's tap (a browser starts sound only after one). */
export interface ScanFeedback {
  ticketAdded(sound: boolean): void;
  close(): void;
}

export function scanFeedback(): ScanFeedback {
  const audioApi = globalThis as {
    AudioContext?: typeof AudioContext;
    webkitAudioContext?: typeof AudioContext;
  };
  const Context = audioApi.AudioContext ?? audioApi.webkitAudioContext;
  let audio: AudioContext | undefined;
  try {
    audio = Context ? new Context() : undefined;
  } catch {
    audio = undefined;
  }
  const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;
  return {
    ticketAdded(sound) {
      if (sound && audio) {
        // 90 ms at 1.5 kHz, faded out: a shop scanner's beep, quiet.
        const oscillator = audio.createOscillator();
        const gain = audio.createGain();
        oscillator.frequency.value = 1500;
        gain.gain.setValueAtTime(0.15, audio.currentTime);
        gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.09);
        oscillator.connect(gain).connect(audio.destination);
        oscillator.start();
        oscillator.stop(audio.currentTime + 0.09);
      }
      if (!reducedMotion() && typeof navigator.vibrate === 'function') navigator.vibrate(40);
    },
    close() {
      void audio?.close().catch(() => undefined);
    },
  };
}
