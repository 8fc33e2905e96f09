import { create } from 'zustand';

export type OverlayName = 'signin' | 'signup' | 'forgot' | 'contact';

type OverlayState = {
  open: OverlayName | null;
  /** Prefilled subject of the contact overlay (e.g. the course a visitor asks about). */
  contactSubject: string;
  show: (name: OverlayName, options?: { subject?: string }) => void;
  close: () => void;
};

/** The shell's overlays, opened from any remote (Inquire Now, Login Required, …). */
export const useOverlays = create<OverlayState>()((set) => ({
  open: null,
  contactSubject: '',
  show: (open, options) => set({ open, contactSubject: options?.subject ?? '' }),
  close: () => set({ open: null }),
}));
