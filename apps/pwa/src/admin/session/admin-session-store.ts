import { create } from 'zustand';

/** Where the token is stored; the name stays fixed so that an admin signed in on a device stays signed in. */
export const ADMIN_TOKEN_KEY = 'adminToken';

export interface AdminSessionState {
  /** The admin JWT, or null when signed out. */
  token: string | null;
  /** Why the last session ended (revoked, expired, e-mail changed): shown once on the login screen. */
  notice: string | null;
  signIn: (token: string) => void;
  /** Forgets the token; `notice` explains to the admin why they are back at the login screen. */
  signOut: (notice?: string) => void;
  clearNotice: () => void;
}

function readStoredToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    // Storage can be blocked (private mode, policies): the admin then simply starts signed out.
    return null;
  }
}

function writeStoredToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(ADMIN_TOKEN_KEY, token);
    else localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Nothing to do: the session lives in memory for this tab only.
  }
}

/** The admin session (client state only; admin data lives in React Query, never persisted). */
export const useAdminSession = create<AdminSessionState>()((set) => ({
  token: readStoredToken(),
  notice: null,
  signIn: (token) => {
    writeStoredToken(token);
    set({ token, notice: null });
  },
  signOut: (notice) => {
    writeStoredToken(null);
    set({ token: null, notice: notice ?? null });
  },
  clearNotice: () => set({ notice: null }),
}));

// Logging out (or in) in one tab ends (or starts) the session in the others too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== ADMIN_TOKEN_KEY && event.key !== null) return;
    const token = readStoredToken();
    if (token !== useAdminSession.getState().token) {
      useAdminSession.setState(
        token ? { token } : { token: null, notice: 'You were logged out in another tab.' },
      );
    }
  });
}
