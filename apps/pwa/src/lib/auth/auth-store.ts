import { create } from 'zustand';
import type { User } from 'firebase/auth';
import { t } from '@/i18n';
import { authErrorCode } from './error-code';
import type * as FirebaseApi from './firebase';

/** The signed-in member as the UI sees it (a plain snapshot, never the SDK object). */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
}

export interface ProfileUpdate {
  displayName?: string | null;
  photoURL?: string | null;
}

export interface AuthState {
  user: AuthUser | null;
  /** Spec §4: true at first and at the start of register/sign-in/sign-out; false on every auth state change. */
  loading: boolean;
  /** True once Firebase reported the first auth state (signed in or not). */
  ready: boolean;
  createUser: (email: string, password: string) => Promise<AuthUser>;
  signIn: (email: string, password: string) => Promise<AuthUser>;
  googleLogin: () => Promise<AuthUser>;
  /**
   * E-mails a password-reset link. Resolves the same whether or not `email` has an account
   * (the answer must not tell who is a member); rejects on anything else (bad e-mail, network,
   * too many requests).
   */
  sendPasswordReset: (email: string) => Promise<void>;
  updateUserProfile: (profile: ProfileUpdate) => Promise<AuthUser>;
  logOut: () => Promise<void>;
  /** A fresh Firebase ID token for API calls, or null when signed out. */
  getIdToken: () => Promise<string | null>;
  /** Resolves with the user once the first auth state is known (loads Firebase if needed). */
  whenReady: () => Promise<AuthUser | null>;
}

type FirebaseModule = typeof FirebaseApi;

const signOutListeners = new Set<(previous: AuthUser) => void | Promise<void>>();

/**
 * Registers work to run when a member signs out or the session ends (e.g. dropping VIP data).
 * Returns the unsubscribe function.
 */
export function onSignedOut(listener: (previous: AuthUser) => void | Promise<void>): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

function snapshot(user: User | null): AuthUser | null {
  if (!user) return null;
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
  };
}

const SESSION_HINT = 'lotto.signedIn';

/**
 * Whether a member was signed in on this device when Firebase last reported. Firebase (≈ 30 kB
 * gzip and a long start-up task) is only loaded at start when it may have a session to restore;
 * other visitors get it when they open a member page or sign in.
 */
export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT) === '1';
  } catch {
    return true; // storage blocked: cannot tell, so ask Firebase
  }
}

function rememberSession(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SESSION_HINT, '1');
    else localStorage.removeItem(SESSION_HINT);
  } catch {
    // storage blocked: Firebase then loads at every start, which is still correct
  }
}

let firebasePromise: Promise<FirebaseModule> | undefined;
let readyWaiters: ((user: AuthUser | null) => void)[] = [];

/** Loads the Firebase SDK once and starts listening to auth state. */
export function loadFirebase(): Promise<FirebaseModule> {
  firebasePromise ??= import('./firebase').then((fb) => {
    fb.listen((firebaseUser) => {
      const previous = useAuthStore.getState().user;
      const user = snapshot(firebaseUser);
      rememberSession(user !== null);
      useAuthStore.setState({ user, loading: false, ready: true });
      const waiters = readyWaiters;
      readyWaiters = [];
      for (const resolve of waiters) resolve(user);
      if (previous && previous.uid !== user?.uid) {
        for (const listener of signOutListeners) void listener(previous);
      }
    });
    return fb;
  });
  return firebasePromise;
}

async function withLoading<T>(work: () => Promise<T>): Promise<T> {
  useAuthStore.setState({ loading: true });
  try {
    return await work();
  } catch (error) {
    // Firebase reports no auth state change on failure; without this the flag would stay stuck.
    useAuthStore.setState({ loading: false });
    throw error;
  }
}

export const useAuthStore = create<AuthState>()((set, get) => ({
  user: null,
  loading: true,
  ready: false,

  createUser: (email, password) =>
    withLoading(async () => {
      const fb = await loadFirebase();
      const user = snapshot(await fb.register(email, password));
      if (!user) throw new Error(t('members.registrationNoUser'));
      return user;
    }),

  signIn: (email, password) =>
    withLoading(async () => {
      const fb = await loadFirebase();
      const user = snapshot(await fb.login(email, password));
      if (!user) throw new Error(t('members.signInNoUser'));
      return user;
    }),

  googleLogin: async () => {
    const fb = await loadFirebase();
    const user = snapshot(await fb.loginWithGoogle());
    if (!user) throw new Error(t('members.googleNoUser'));
    return user;
  },

  sendPasswordReset: async (email) => {
    const fb = await loadFirebase();
    try {
      await fb.sendPasswordReset(email, new URL('/login', window.location.origin).href);
    } catch (error) {
      // Without e-mail enumeration protection Firebase says so when there is no account: the
      // member sees the same confirmation either way.
      if (authErrorCode(error) === 'auth/user-not-found') return;
      throw error;
    }
  },

  updateUserProfile: async (profile) => {
    const fb = await loadFirebase();
    const current = fb.auth.currentUser;
    if (!current) throw new Error(t('members.notSignedIn'));
    await fb.setProfile(current, profile);
    // updateProfile fires no auth state change, so refresh the snapshot here.
    const user = snapshot(current);
    set({ user });
    if (!user) throw new Error(t('members.notSignedIn'));
    return user;
  },

  logOut: () =>
    withLoading(async () => {
      const fb = await loadFirebase();
      await fb.logout();
    }),

  getIdToken: async () => {
    const fb = await loadFirebase();
    await get().whenReady();
    return (await fb.auth.currentUser?.getIdToken()) ?? null;
  },

  whenReady: () => {
    const state = get();
    if (state.ready) return Promise.resolve(state.user);
    void loadFirebase();
    return new Promise((resolve) => readyWaiters.push(resolve));
  },
}));

/** The router context's view of auth: just what guards need. */
export interface RouterAuth {
  whenReady: () => Promise<AuthUser | null>;
}

export const routerAuth: RouterAuth = { whenReady: () => useAuthStore.getState().whenReady() };
