import { create } from 'zustand';

/**
 * The recovery codes a first staff sign-in answers with, shown once: they live only here (never stored),
 * until the person says they have saved them. `left` is how many unused codes the last sign-in reported.
 */
export const useRecoveryCodes = create<{
  codes: string[];
  left: number | null;
  show: (codes: string[]) => void;
  done: () => void;
}>()((set) => ({ codes: [], left: null, show: (codes) => set({ codes }), done: () => set({ codes: [] }) }));

/** Few enough unused recovery codes that the overview says so. */
export const FEW_CODES_LEFT = 3;
