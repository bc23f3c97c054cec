import {
  API,
  bangkokDay,
  BUDDHIST_ERA_OFFSET,
  PushMessageSchema,
  PUSH_API,
} from '@lotto/contracts';
import { checkTicket } from '@lotto/number-tools';
import type { DeviceSubscription } from '@lotto/test-kit';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import * as v from 'valibot';
import { APP_STARTED_KEY } from '../src/lib/app-start';
import { FULL_DRAW_2024_11_16 } from '../src/testing/fixtures';
import { adminSend, removeDraw } from './support/api';
import { waitForServiceWorker } from './support/device';
import { expect, pushTest as test } from './support/fixtures';
import {
  type PushRelay,
  relayPushes,
  shownNotifications,
  useStandInSubscription,
} from './support/push-device';

/*
 * Web Push on draw day (issue 38), end to end with the app closed: two devices subscribe in the app
 * (an English one that saved a ticket and wants each tier, a Thai one that wants the final draw);
 * the admin publishes today's draw tier by tier through the real API, which encrypts and signs a
 * push per device for the stand-in push service; the stand-in hands each to the device's service
 * worker (DevTools protocol) while no page of the app is open, and the worker's notifications are
 * read afterwards. Today's draw is removed again at the end (the stack is the spec's own).
 */

const TODAY = bangkokDay();
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');
const thaiDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${Number(y) + BUDDHIST_ERA_OFFSET}`;
};
const TAG = `draw-${TODAY}`;

/** A real complete draw (16 Nov 2024, GLO) given today's date: every tier passes the era rules. */
const { prize1, near1, front3, last3, last2, prize2, prize3, prize4, prize5 } =
  FULL_DRAW_2024_11_16;
const FULL = { date: TODAY, prize1, near1, front3, last3, last2, prize2, prize3, prize4, prize5 };

/** A ticket that wins the last-2 prize of that draw (2,000 baht) and nothing else. */
const TICKET = (() => {
  for (const head of ['0000', '1357', '2468', '9090', '8080']) {
    const ticket = `${head}${last2}`;
    const wins = checkTicket(ticket, FULL);
    if (wins.length === 1 && wins[0] === 'last2') return ticket;
  }
  throw new Error('no last-2-only ticket found');
})();

/** A device of its own (context), in `locale`, whose push subscription is the stand-in's. */
async function newDevice(
  browser: Browser,
  appUrl: string,
  locale: string,
  subscription: DeviceSubscription,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: appUrl,
    locale,
    timezoneId: 'Asia/Bangkok',
    serviceWorkers: 'allow',
  });
  // The device has run the app before: /check, a server page, starts the app at once.
  await context.addInitScript((key: string) => {
    try {
      localStorage.setItem(key, '1');
    } catch {
      // about:blank has no storage.
    }
  }, APP_STARTED_KEY);
  await context.grantPermissions(['notifications'], { origin: appUrl });
  await useStandInSubscription(context, subscription);
  return context;
}

/** Opens /check, where the saved tickets and their notifications are, once the app has it. */
async function openChecker(page: Page) {
  await page.goto('/check');
  await expect(page.locator('.lang-switch-select')).toBeVisible();
  await waitForServiceWorker(page);
}

/** Turns draw-day notifications on with `choice` (its label) and saves. */
async function subscribe(page: Page, words: { open: string; choice: string; save: string }) {
  // The permission is asked on the tap (granted to the context beforehand).
  await page.getByRole('button', { name: words.open }).click();
  const panel = page.getByRole('region', { name: /Notifications on this device|การแจ้งเตือน/ });
  await panel.getByRole('radio', { name: words.choice }).check();
  await panel.getByRole('button', { name: words.save, exact: true }).click();
}

/** A page of the site that is not the app: it only reads the worker's notifications. */
async function reader(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/robots.txt');
  return page;
}

test.describe.configure({ mode: 'serial' });

test('with the app closed, a saved ticket’s wins and the final draw reach each device in its language, one notification per draw', async ({
  browser,
  stack,
  pushService,
}) => {
  test.setTimeout(180_000);
  await removeDraw(stack, TODAY);
  // The devices of earlier runs on this stack stay subscribed (their pushes go nowhere).
  const before = await adminSend(stack, PUSH_API.status);
  // The devices' subscriptions are made for the server's key: the stand-in refuses a push whose
  // VAPID k= is another (as FCM does).
  const { publicKey } = (await (await fetch(`${stack.apiUrl}${PUSH_API.key.path()}`)).json()) as {
    publicKey: string;
  };
  const english = pushService.subscribe({ applicationServerKey: publicKey });
  const thai = pushService.subscribe({ applicationServerKey: publicKey });
  const contexts = [
    await newDevice(browser, stack.appUrl, 'en-US', english),
    await newDevice(browser, stack.appUrl, 'th-TH', thai),
  ];
  const [enContext, thContext] = contexts as [BrowserContext, BrowserContext];
  let relay: PushRelay | undefined;
  try {
    // English: a ticket of today's period saved, then notifications for each tier.
    const enApp = await enContext.newPage();
    await openChecker(enApp);
    await enApp.getByLabel('Ticket number', { exact: true }).fill(TICKET);
    await enApp.getByLabel('Period date').fill(TODAY);
    await enApp.getByRole('button', { name: 'Save ticket' }).click();
    await subscribe(enApp, {
      open: 'Draw-day notifications',
      choice: 'as each prize comes in, then when it is final',
      save: 'Save',
    });
    await expect(enApp.getByRole('status').filter({ hasText: 'Saved:' })).toContainText(
      'the notifications come even when the app is closed',
    );
    await expect(
      enApp.getByText('On: as each prize comes in, then when it is final.'),
    ).toBeVisible();

    // Thai: the final draw only.
    const thApp = await thContext.newPage();
    await openChecker(thApp);
    await subscribe(thApp, {
      open: 'การแจ้งเตือนวันหวยออก',
      choice: 'เมื่อผลรางวัลเป็นทางการ',
      save: 'บันทึก',
    });
    await expect(thApp.getByRole('status').filter({ hasText: 'บันทึกแล้ว' })).toBeVisible();

    // The server knows both devices and what each asked for (never their tickets).
    const after = await adminSend(stack, PUSH_API.status);
    expect(after).toMatchObject({
      configured: true,
      byChoice: {
        tiers: before.byChoice.tiers + 1,
        final: before.byChoice.final + 1,
        wins: before.byChoice.wins,
      },
    });

    // Every page of the app closes; a plain file of the site stays open to read notifications.
    relay = relayPushes(pushService);
    const enReader = await reader(enContext);
    const thReader = await reader(thContext);
    await relay.attach(enReader, stack.appUrl, english);
    await relay.attach(thReader, stack.appUrl, thai);
    await enApp.close();
    await thApp.close();

    // The first prize and the last 2 digits: the English device's ticket has won so far.
    await adminSend(stack, API.results.add, { body: { date: TODAY, prize1, last2 } });
    await expect.poll(() => relay?.delivered(english).length).toBe(1);
    await expect
      .poll(() => shownNotifications(enReader, TAG))
      .toEqual([
        expect.objectContaining({
          title: `Your ticket has won 2,000 baht so far — draw of ${ddmmyyyy(TODAY)}`,
          body: `${TICKET}: last-2 so far; front-3, last-3, 2nd–5th prizes not out yet`,
          lang: 'en',
          dir: 'ltr',
          data: {
            url: `/check?draw=${TODAY}&number=${TICKET}`,
            notice: expect.stringMatching(new RegExp(`^${TODAY}:tier:`)) as unknown,
          },
        }),
      ]);
    // What went over the wire: the Declarative Web Push fields and the draw's numbers, no ticket.
    const [first] = relay.delivered(english);
    const message = v.parse(PushMessageSchema, JSON.parse(first?.payload ?? 'null'));
    expect(message.notification).toMatchObject({ lang: 'en', tag: TAG });
    expect(first?.topic).toBe(TAG);
    expect(first?.payload).not.toContain(TICKET);
    // A tier is not for the device that asked for the final draw only.
    expect(relay.delivered(thai)).toHaveLength(0);

    // Front 3 and last 3: the tier update replaces the notification before it.
    await adminSend(stack, API.results.update, {
      params: { date: TODAY },
      body: { front3, last3 },
    });
    await expect.poll(() => relay?.delivered(english).length).toBe(2);
    await expect
      .poll(async () => (await shownNotifications(enReader, TAG)).map((n) => n.body))
      .toEqual([`${TICKET}: last-2 so far; 2nd–5th prizes not out yet`]);

    // The rest: the draw is final.
    await adminSend(stack, API.results.update, {
      params: { date: TODAY },
      body: { near1, prize2, prize3, prize4, prize5, status: 'final' },
    });
    await expect.poll(() => relay?.delivered(english).length).toBe(3);
    await expect
      .poll(() => shownNotifications(enReader))
      .toEqual([
        expect.objectContaining({
          title: `Your ticket won 2,000 baht — draw of ${ddmmyyyy(TODAY)}`,
          body: `${TICKET}: Wins 2,000 baht`,
          tag: TAG,
          silent: false,
        }),
      ]);
    // The Thai device: the final draw, in Thai, with the Buddhist-era year.
    await expect.poll(() => relay?.delivered(thai).length).toBe(1);
    await expect
      .poll(() => shownNotifications(thReader))
      .toEqual([
        expect.objectContaining({
          title: `ผลสลากงวด ${thaiDate(TODAY)} เป็นทางการแล้ว`,
          body: expect.stringContaining(`รางวัลที่ 1 ${prize1}`),
          tag: TAG,
          lang: 'th',
          data: { url: `/result/${TODAY}`, notice: expect.stringMatching(/:final:/) as unknown },
        }),
      ]);

    // The push service delivers the final notice again (a resumed fan-out): still one
    // notification, shown again silently.
    const final = relay.delivered(english).at(-1);
    if (!final) throw new Error('no final push');
    await relay.redeliver(final);
    await expect
      .poll(() => shownNotifications(enReader))
      .toEqual([
        expect.objectContaining({
          title: `Your ticket won 2,000 baht — draw of ${ddmmyyyy(TODAY)}`,
          tag: TAG,
          silent: true,
        }),
      ]);
  } finally {
    await relay?.stop();
    for (const context of contexts) await context.close();
    await removeDraw(stack, TODAY);
  }
});

test('when the browser replaces a device’s subscription with the app closed, then its service worker renews it at the server, and the next notice reaches the new one in the old one’s language', async ({
  browser,
  stack,
  pushService,
}) => {
  test.setTimeout(120_000);
  await removeDraw(stack, TODAY);
  const { publicKey } = (await (await fetch(`${stack.apiUrl}${PUSH_API.key.path()}`)).json()) as {
    publicKey: string;
  };
  const old = pushService.subscribe({ applicationServerKey: publicKey });
  const renewed = pushService.subscribe({ applicationServerKey: publicKey });
  const context = await newDevice(browser, stack.appUrl, 'th-TH', old);
  let relay: PushRelay | undefined;
  try {
    const app = await context.newPage();
    await openChecker(app);
    await subscribe(app, {
      open: 'การแจ้งเตือนวันหวยออก',
      choice: 'เมื่อผลรางวัลเป็นทางการ',
      save: 'บันทึก',
    });
    await expect(app.getByRole('status').filter({ hasText: 'บันทึกแล้ว' })).toBeVisible();
    const before = await adminSend(stack, PUSH_API.status);

    // The app closes; the browser replaces the subscription (a push service rotated it): the
    // service worker gets `pushsubscriptionchange` with the new one, as Chromium hands it.
    const readerPage = await reader(context);
    await app.close();
    const worker = context.serviceWorkers().find((w) => w.url().startsWith(stack.appUrl));
    if (!worker) throw new Error('no service worker');
    const outcome = await worker.evaluate(
      async ({ oldEndpoint, next }) => {
        const event = new ExtendableEvent('pushsubscriptionchange');
        let work: Promise<unknown> = Promise.resolve();
        Object.defineProperties(event, {
          oldSubscription: { value: { endpoint: oldEndpoint } },
          newSubscription: { value: { endpoint: next.endpoint, toJSON: () => next } },
          // A script's event is not trusted, so its own waitUntil would refuse: kept here instead.
          waitUntil: { value: (promise: Promise<unknown>) => (work = promise) },
        });
        self.dispatchEvent(event);
        await work;
        return 'handled';
      },
      { oldEndpoint: old.endpoint, next: renewed },
    );
    expect(outcome).toBe('handled');
    // The server moved the device to the new endpoint: as many subscribers, the same choices.
    expect(await adminSend(stack, PUSH_API.status)).toMatchObject({
      subscribers: before.subscribers,
      byChoice: before.byChoice,
    });

    // The draw turns final: the notice goes to the new endpoint only, in Thai.
    relay = relayPushes(pushService);
    await relay.attach(readerPage, stack.appUrl, renewed);
    const sentToOld = () => pushService.accepted().filter((p) => p.endpoint === old.endpoint);
    const oldBefore = sentToOld().length;
    await adminSend(stack, API.results.add, { body: { ...FULL, status: 'final' } });
    await expect.poll(() => relay?.delivered(renewed).length).toBe(1);
    await expect
      .poll(() => shownNotifications(readerPage, TAG))
      .toEqual([
        expect.objectContaining({
          title: `ผลสลากงวด ${thaiDate(TODAY)} เป็นทางการแล้ว`,
          lang: 'th',
        }),
      ]);
    expect(sentToOld()).toHaveLength(oldBefore);
  } finally {
    await relay?.stop();
    await context.close();
    await removeDraw(stack, TODAY);
  }
});
