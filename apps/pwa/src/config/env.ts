import * as v from 'valibot';

/*
 * The one module that reads import.meta.env. Everything else imports `env` from here, so a bad
 * build-time setting fails loudly at start-up with every wrong key listed, not deep inside a screen.
 */

const optionalUrl = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((s) => (s === '' ? undefined : s)),
    v.optional(v.pipe(v.string(), v.url('must be an absolute URL'))),
  ),
);

const text = (fallback: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s) => (s === '' ? fallback : s)),
    ),
    fallback,
  );

const RawEnvSchema = v.object({
  VITE_API_URL: v.optional(
    v.pipe(v.string(), v.trim(), v.url('must be an absolute URL')),
    'http://127.0.0.1:8787',
  ),
  VITE_FIREBASE_API_KEY: text('demo-api-key'),
  VITE_FIREBASE_AUTH_DOMAIN: text('demo-lotto.firebaseapp.com'),
  VITE_FIREBASE_PROJECT_ID: text('demo-lotto'),
  VITE_FIREBASE_STORAGE_BUCKET: v.optional(v.string()),
  VITE_FIREBASE_MESSAGING_SENDER_ID: v.optional(v.string()),
  VITE_FIREBASE_APP_ID: v.optional(v.string()),
  /** unset → the local emulator for `demo-*` projects; set to an empty string to switch it off. */
  VITE_FIREBASE_AUTH_EMULATOR_URL: v.optional(v.string()),
  VITE_IP_LOOKUP_URL: optionalUrl,
  VITE_FACEBOOK_PAGE_URL: optionalUrl,
  /** Shown as <html data-app-version>; tells deployed versions (and their service workers) apart. */
  VITE_APP_VERSION: text('dev'),
  PROD: v.boolean(),
  DEV: v.boolean(),
  MODE: v.string(),
});

export interface Env {
  apiUrl: string;
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    storageBucket?: string;
    messagingSenderId?: string;
    appId?: string;
  };
  /** Auth emulator origin, e.g. http://127.0.0.1:9099, or undefined for the real Firebase Auth. */
  authEmulatorUrl: string | undefined;
  ipLookupUrl: string | undefined;
  facebookPageUrl: string | undefined;
  appVersion: string;
  prod: boolean;
  dev: boolean;
  mode: string;
}

const DEFAULT_EMULATOR = 'http://127.0.0.1:9099';

/** Parses a Vite env object; throws one Error naming every bad key. Exported for tests. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const result = v.safeParse(RawEnvSchema, raw);
  if (!result.success) {
    const lines = result.issues.map((issue) => {
      const key = (issue.path ?? []).map((p) => String(p.key)).join('.');
      return `  ${key || '(env)'}: ${issue.message}`;
    });
    throw new Error(`Invalid build configuration:\n${lines.join('\n')}`);
  }
  const e = result.output;
  const emulatorSetting = e.VITE_FIREBASE_AUTH_EMULATOR_URL?.trim();
  let authEmulatorUrl: string | undefined;
  if (emulatorSetting === undefined) {
    authEmulatorUrl = e.VITE_FIREBASE_PROJECT_ID.startsWith('demo-') ? DEFAULT_EMULATOR : undefined;
  } else if (emulatorSetting !== '') {
    if (!v.is(v.pipe(v.string(), v.url()), emulatorSetting)) {
      throw new Error(
        'Invalid build configuration:\n  VITE_FIREBASE_AUTH_EMULATOR_URL: must be an absolute URL',
      );
    }
    authEmulatorUrl = emulatorSetting.replace(/\/+$/, '');
  }
  const blank = (s: string | undefined) => (s?.trim() ? s.trim() : undefined);
  const storageBucket = blank(e.VITE_FIREBASE_STORAGE_BUCKET);
  const messagingSenderId = blank(e.VITE_FIREBASE_MESSAGING_SENDER_ID);
  const appId = blank(e.VITE_FIREBASE_APP_ID);
  return {
    apiUrl: e.VITE_API_URL.replace(/\/+$/, ''),
    firebase: {
      apiKey: e.VITE_FIREBASE_API_KEY,
      authDomain: e.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: e.VITE_FIREBASE_PROJECT_ID,
      ...(storageBucket ? { storageBucket } : {}),
      ...(messagingSenderId ? { messagingSenderId } : {}),
      ...(appId ? { appId } : {}),
    },
    authEmulatorUrl,
    ipLookupUrl: e.VITE_IP_LOOKUP_URL,
    facebookPageUrl: e.VITE_FACEBOOK_PAGE_URL,
    appVersion: e.VITE_APP_VERSION,
    prod: e.PROD,
    dev: e.DEV,
    mode: e.MODE,
  };
}

export const env: Env = parseEnv(import.meta.env);
