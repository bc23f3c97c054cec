import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';

const base = { PROD: false, DEV: true, MODE: 'development' };

describe('parseEnv', () => {
  it('when nothing is set, then it uses the local API, the demo project and the local Auth emulator', () => {
    const env = parseEnv(base);
    expect(env.apiUrl).toBe('http://127.0.0.1:8787');
    expect(env.firebase).toEqual({
      apiKey: 'demo-api-key',
      authDomain: 'demo-lotto.firebaseapp.com',
      projectId: 'demo-lotto',
    });
    expect(env.authEmulatorUrl).toBe('http://127.0.0.1:9099');
    expect(env.ipLookupUrl).toBeUndefined();
  });

  it('when a real project is configured, then no emulator is used unless asked for', () => {
    const env = parseEnv({
      ...base,
      VITE_API_URL: 'https://api.lotto.example/',
      VITE_FIREBASE_API_KEY: 'AIza-real',
      VITE_FIREBASE_AUTH_DOMAIN: 'lotto.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'lotto-prod',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
    });
    expect(env.apiUrl).toBe('https://api.lotto.example');
    expect(env.authEmulatorUrl).toBeUndefined();
    expect(env.firebase.appId).toBe('1:2:web:3');
  });

  it('when the emulator URL is set to an empty string, then the emulator is switched off', () => {
    expect(
      parseEnv({ ...base, VITE_FIREBASE_AUTH_EMULATOR_URL: '' }).authEmulatorUrl,
    ).toBeUndefined();
    expect(
      parseEnv({ ...base, VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9199/' })
        .authEmulatorUrl,
    ).toBe('http://127.0.0.1:9199');
  });

  it('when settings are malformed, then it throws one error naming every bad key', () => {
    expect(() =>
      parseEnv({ ...base, VITE_API_URL: 'not a url', VITE_IP_LOOKUP_URL: 'nope' }),
    ).toThrow(/VITE_API_URL: must be an absolute URL[\s\S]*VITE_IP_LOOKUP_URL/);
    expect(() => parseEnv({ ...base, VITE_FIREBASE_AUTH_EMULATOR_URL: 'localhost' })).toThrow(
      /VITE_FIREBASE_AUTH_EMULATOR_URL/,
    );
  });
});
