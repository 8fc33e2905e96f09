import { type OverlayName, useOverlays } from '@aspire/client/overlays';
import { REMOTE_ROUTES, SHELL_ROUTES, type ShellPath } from '@aspire/config/site-map';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { AccountControls } from '../features/auth/account-controls.tsx';
import { Frame } from '../features/frame/frame.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { RemoteView } from '../remotes/remote-view.tsx';

// Overlays and the rarely visited pages load on first use, keeping the first load small.
const AuthOverlays = lazy(() => import('../features/auth/auth-overlays.tsx'));
const ContactOverlay = lazy(() => import('../features/contact/contact-overlay.tsx'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page.tsx'));
const ThankYouPage = lazy(() => import('../features/contact/thank-you-page.tsx'));
const VerifyEmailPage = lazy(() => import('../features/auth/verify-email-page.tsx'));

/** Mounts each overlay group once it has been asked for, then keeps it (so closing animates nothing away). */
function Overlays() {
  const open = useOverlays((s) => s.open);
  const [wanted, setWanted] = useState<{ auth: boolean; contact: boolean }>({ auth: false, contact: false });
  useEffect(() => {
    const group = (name: OverlayName | null) => (name === 'contact' ? 'contact' : name ? 'auth' : null);
    const next = group(open);
    if (next && !wanted[next]) setWanted((w) => ({ ...w, [next]: true }));
  }, [open, wanted]);
  return (
    <Suspense fallback={null}>
      {wanted.auth && <AuthOverlays />}
      {wanted.contact && <ContactOverlay />}
    </Suspense>
  );
}

const page = (element: ReactNode) => (
  <Suspense fallback={<div style={{ minHeight: '50vh' }} aria-busy="true" />}>{element}</Suspense>
);

/** What the shell draws at each of its own routes (the site map lists them). */
const SHELL_PAGES: Record<ShellPath, ReactNode> = {
  '/': <HomePage />,
  '/thank-you': page(<ThankYouPage />),
  '/reset-password': page(<ResetPasswordPage />),
  '/verify-email': page(<VerifyEmailPage />),
};

export const router = createBrowserRouter([
  {
    element: <Frame account={<AccountControls />} overlays={<Overlays />} />,
    children: [
      ...SHELL_ROUTES.map(({ path }) =>
        path === '/' ? { index: true, element: SHELL_PAGES[path] } : { path, element: SHELL_PAGES[path] },
      ),
      ...REMOTE_ROUTES.map(({ path, remote, module }) => ({
        path,
        element: <RemoteView key={path} remote={remote} module={module} />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
