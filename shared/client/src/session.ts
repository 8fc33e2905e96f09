import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { SESSION_STORAGE_KEY } from './session-key.ts';

export type Profile = { firstName: string; lastName: string; email: string; mobileNumber: string };

export type SessionState = Profile & {
  accessToken: string | null;
  authError: string | null;
  registerError: string | null;
  signIn: (token: string, profile: Profile) => void;
  renewToken: (token: string) => void;
  signOut: () => void;
  setAuthError: (message: string | null) => void;
  setRegisterError: (message: string | null) => void;
};

const signedOut = { accessToken: null, firstName: '', lastName: '', email: '', mobileNumber: '' };

/**
 * The one session of the page (spec section 3, "Auth state"), persisted between visits. It lives in a
 * workspace package shared as a singleton, so the shell and every remote read the same store.
 */
export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      ...signedOut,
      authError: null,
      registerError: null,
      signIn: (accessToken, profile) =>
        set({ accessToken, ...profile, authError: null, registerError: null }),
      renewToken: (accessToken) => set({ accessToken }),
      signOut: () => set({ ...signedOut }),
      setAuthError: (authError) => set({ authError }),
      setRegisterError: (registerError) => set({ registerError }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ accessToken, firstName, lastName, email, mobileNumber }) => ({
        accessToken,
        firstName,
        lastName,
        email,
        mobileNumber,
      }),
    },
  ),
);

export const isSignedIn = (state: SessionState) => state.accessToken !== null;
