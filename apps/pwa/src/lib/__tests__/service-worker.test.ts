import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_WORKER } from '../app-start';
import { setNavigatorOnline } from '@/testing/network';

/*
 * jsdom has no service workers: workbox-window is a stand-in whose events the test fires, and
 * `navigator.serviceWorker` a bare event target with a controller. Each test loads the module
 * afresh (its registration is once per page).
 */

const { workboxes, refusal, FakeWorkbox } = vi.hoisted(() => {
  const made: InstanceType<typeof FakeWorkbox>[] = [];
  /** `error` set: the next registration fails with it. */
  const refused: { error?: Error } = {};
  class FakeWorkbox extends EventTarget {
    readonly update = vi.fn(() => Promise.resolve());
    readonly register = vi.fn(() => {
      const { error } = refused;
      refused.error = undefined;
      return error ? Promise.reject(error) : Promise.resolve({ update: this.update });
    });
    readonly messageSkipWaiting = vi.fn();
    constructor(
      readonly url: string,
      readonly options: unknown,
    ) {
      super();
      made.push(this);
    }
  }
  return { workboxes: made, refusal: refused, FakeWorkbox };
});
vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));

/** A `navigator.serviceWorker` stand-in: `controller` set when a worker controls the page. */
function serviceWorkerContainer(controlled: boolean) {
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? ({} as ServiceWorker) : null,
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return container;
}

const load = () => import('../service-worker');

beforeEach(() => {
  vi.resetModules();
  workboxes.length = 0;
  vi.stubEnv('PROD', true);
});

afterEach(() => {
  setNavigatorOnline(true);
  vi.unstubAllEnvs();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('registerServiceWorker', () => {
  it('when a server page registered it and then the app starts and registers it too, then it is registered once', async () => {
    serviceWorkerContainer(false);
    const { registerServiceWorker } = await load();
    await Promise.all([registerServiceWorker(), registerServiceWorker()]);
    await registerServiceWorker();
    expect(workboxes).toHaveLength(1);
    expect(workboxes[0]?.url).toBe(SERVICE_WORKER.url);
    expect(workboxes[0]?.options).toEqual({ scope: SERVICE_WORKER.scope });
    expect(workboxes[0]?.register).toHaveBeenCalledOnce();
  });

  it('when a new version waited before the app subscribed, then the app still hears of it, and applying it tells the worker to skip waiting', async () => {
    serviceWorkerContainer(true);
    const { onUpdateReady, registerServiceWorker } = await load();
    await registerServiceWorker();
    workboxes[0]?.dispatchEvent(new Event('waiting'));

    await registerServiceWorker();
    const listener = vi.fn<(apply: () => void) => void>();
    onUpdateReady(listener);
    expect(listener).toHaveBeenCalledOnce();
    expect(workboxes[0]?.messageSkipWaiting).not.toHaveBeenCalled();
    listener.mock.calls[0]?.[0]();
    expect(workboxes[0]?.messageSkipWaiting).toHaveBeenCalledOnce();
  });

  it('when the app’s update prompt subscribes, then it shows, and its Reload applies the update', async () => {
    serviceWorkerContainer(true);
    const { onUpdateReady, registerServiceWorker } = await load();
    const { showUpdate, useUpdateStore } = await import('../update-store');
    onUpdateReady(showUpdate);
    await registerServiceWorker();
    expect(useUpdateStore.getState().updateReady).toBe(false);
    workboxes[0]?.dispatchEvent(new Event('waiting'));
    expect(useUpdateStore.getState().updateReady).toBe(true);
    useUpdateStore.getState().applyUpdate();
    expect(workboxes[0]?.messageSkipWaiting).toHaveBeenCalledOnce();
  });

  it('when a worker first takes control, then no update is signalled; when another takes over later, then one is', async () => {
    const container = serviceWorkerContainer(false);
    const { onUpdateReady, registerServiceWorker } = await load();
    const listener = vi.fn();
    const unsubscribe = onUpdateReady(listener);
    await registerServiceWorker();
    container.dispatchEvent(new Event('controllerchange'));
    expect(listener).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
    container.dispatchEvent(new Event('controllerchange'));
    expect(listener).toHaveBeenCalledOnce();
  });

  it('when registered, then it checks for a new version every hour and when the page is shown again, online only', async () => {
    vi.useFakeTimers();
    serviceWorkerContainer(true);
    const { registerServiceWorker } = await load();
    await registerServiceWorker();
    const update = workboxes[0]?.update;
    expect(update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(update).toHaveBeenCalledOnce();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(update).toHaveBeenCalledTimes(2);
    setNavigatorOnline(false);
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('when the registration fails, then the next call tries again', async () => {
    serviceWorkerContainer(false);
    const { registerServiceWorker } = await load();
    refusal.error = new Error('blocked');
    await expect(registerServiceWorker()).rejects.toThrow('blocked');
    await registerServiceWorker();
    expect(workboxes).toHaveLength(2);
  });

  it('when the build is not a production one, then nothing is registered', async () => {
    vi.stubEnv('PROD', false);
    serviceWorkerContainer(false);
    const { registerServiceWorker } = await load();
    await registerServiceWorker();
    expect(workboxes).toHaveLength(0);
  });
});
