import { create } from 'zustand';
import { env } from '@/config/env';
import { SERVICE_WORKER } from './app-start';

interface UpdateState {
  /** A new version is installed and waiting, or has just taken over and needs a reload to show. */
  updateReady: boolean;
  applyUpdate: () => void;
  dismiss: () => void;
}

export const useUpdateStore = create<UpdateState>()((set) => ({
  updateReady: false,
  applyUpdate: () => window.location.reload(),
  dismiss: () => set({ updateReady: false }),
}));

const HOUR = 60 * 60 * 1000;

/**
 * Registers the generated service worker (vite-plugin-pwa, `injectRegister: false`). The worker
 * skips waiting and claims clients, so an update normally takes over at once; the running page
 * still holds the old code, hence the prompt to reload. Should a worker ever wait (another tab
 * still on the old one), the prompt tells it to skip waiting first.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!env.prod || !('serviceWorker' in navigator)) return;
  // Loaded here, after the first paint, rather than with the entry that every visit evaluates first.
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(SERVICE_WORKER.url, { scope: SERVICE_WORKER.scope });

  wb.addEventListener('waiting', () => {
    useUpdateStore.setState({
      updateReady: true,
      applyUpdate: () => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      },
    });
  });
  // The first install (nothing controlled this page) needs no reload: the page already runs the
  // code it precached. Any later change of controller is a new version taking over this tab —
  // workbox-window calls that one "external" when found by an update check, so watch it directly.
  let hadController = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController) {
      useUpdateStore.setState({ updateReady: true, applyUpdate: () => window.location.reload() });
    }
    hadController = true;
  });

  void wb.register().then((registration) => {
    if (!registration) return;
    const check = () => {
      if (navigator.onLine) void registration.update().catch(() => undefined);
    };
    setInterval(check, HOUR);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check();
    });
  });
}
