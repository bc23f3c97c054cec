import { create } from 'zustand';
import type { ApplyUpdate } from './service-worker';

/*
 * The app's side of the service worker's update signal (./service-worker.ts, `onUpdateReady`): what
 * the update prompt (components/layout/update-prompt.tsx) shows. src/main.tsx subscribes
 * `showUpdate` when it registers the worker.
 */

interface UpdateState {
  /** A new version is installed and waiting, or has just taken over and needs a reload to show. */
  updateReady: boolean;
  applyUpdate: ApplyUpdate;
  dismiss: () => void;
}

export const useUpdateStore = create<UpdateState>()((set) => ({
  updateReady: false,
  applyUpdate: () => window.location.reload(),
  dismiss: () => set({ updateReady: false }),
}));

/** Shows the update prompt; its Reload button calls `apply`. */
export function showUpdate(apply: ApplyUpdate): void {
  useUpdateStore.setState({ updateReady: true, applyUpdate: apply });
}
