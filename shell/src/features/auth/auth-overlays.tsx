import { ForgotOverlay } from './forgot-overlay.tsx';
import { SignInOverlay } from './sign-in-overlay.tsx';
import { SignUpOverlay } from './sign-up-overlay.tsx';

/** The three account overlays; loaded on first use so they cost nothing on the first page load. */
export default function AuthOverlays() {
  return (
    <>
      <SignInOverlay />
      <SignUpOverlay />
      <ForgotOverlay />
    </>
  );
}
