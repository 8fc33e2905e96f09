import { create } from 'zustand';

/** What one overlay hands the next: the email typed so far and a note (e.g. "account created"). */
export const useAuthFlow = create<{
  email: string;
  notice: string;
  set: (email: string, notice?: string) => void;
}>()((set) => ({
  email: '',
  notice: '',
  set: (email, notice = '') => set({ email, notice }),
}));
