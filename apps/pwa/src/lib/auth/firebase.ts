/*
 * Everything that touches the Firebase SDK. Loaded with a dynamic import (see auth-store.ts) so the
 * SDK never weighs on the first paint of the home page.
 */
import { initializeApp } from 'firebase/app';
import {
  GoogleAuthProvider,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type User,
} from 'firebase/auth';
import { env } from '@/config/env';

const app = initializeApp(env.firebase);
export const auth = getAuth(app);
if (env.authEmulatorUrl) {
  connectAuthEmulator(auth, env.authEmulatorUrl, { disableWarnings: true });
}

export function listen(callback: (user: User | null) => void): () => void {
  return onAuthStateChanged(auth, callback);
}

export async function register(email: string, password: string): Promise<User> {
  const credential = await createUserWithEmailAndPassword(auth, email, password);
  return credential.user;
}

export async function login(email: string, password: string): Promise<User> {
  const credential = await signInWithEmailAndPassword(auth, email, password);
  return credential.user;
}

/**
 * Asks Firebase to e-mail a password-reset link to `email`; the page it opens offers a way back
 * to `continueUrl` (this site's /login; the domain is an authorised one already, as the Google
 * popup needs it too).
 */
export async function sendPasswordReset(email: string, continueUrl: string): Promise<void> {
  await sendPasswordResetEmail(auth, email, { url: continueUrl });
}

export async function loginWithGoogle(): Promise<User> {
  const provider = new GoogleAuthProvider();
  provider.addScope('profile');
  const credential = await signInWithPopup(auth, provider);
  return credential.user;
}

export async function setProfile(
  user: User,
  profile: { displayName?: string | null; photoURL?: string | null },
) {
  await updateProfile(user, profile);
}

export async function logout(): Promise<void> {
  await signOut(auth);
}

export type { User };
