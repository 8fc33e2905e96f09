import { type OverlayName, useOverlays } from '@aspire/client/overlays';
import { REMOTE_ROUTES, type RemoteRoute, SHELL_ROUTES, type ShellPath } from '@aspire/config/site-map';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { RouteObject } from 'react-router-dom';
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
const AccountPage = lazy(() => import('../features/auth/account-page.tsx'));
const EraseAccountPage = lazy(() => import('../features/auth/erase-account-page.tsx'));
// The staff area is its own frame; the public never loads any of it.
const StaffFrame = lazy(() => import('../features/staff/staff-frame.tsx'));
const StaffHome = lazy(() => import('../features/staff/staff-home.tsx'));
const TeamPage = lazy(() => import('../features/staff/team-page.tsx'));
const LogPage = lazy(() => import('../features/staff/log-page.tsx'));
const PrivacyRequestsPage = lazy(() => import('../features/staff/privacy-requests-page.tsx'));

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
  '/account': page(<AccountPage />),
  '/erase-account': page(<EraseAccountPage />),
  '/staff': page(<StaffHome />),
  '/staff/team': page(<TeamPage />),
  '/staff/log': page(<LogPage />),
  '/staff/privacy': page(<PrivacyRequestsPage />),
};

const isStaff = (route: object) => 'staff' in route;
const shellRoute = ({ path }: { path: ShellPath }) =>
  path === '/' ? { index: true, element: SHELL_PAGES[path] } : { path, element: SHELL_PAGES[path] };
const remoteRoute = ({ path, remote, module }: RemoteRoute) => ({
  path,
  element: <RemoteView key={path} remote={remote} module={module} />,
});

/** The site's routes: the browser's router (bootstrap.tsx) and the server's render share them. */
export const routes: RouteObject[] = [
  {
    element: <Frame account={<AccountControls />} overlays={<Overlays />} />,
    children: [
      ...SHELL_ROUTES.filter((route) => !isStaff(route)).map(shellRoute),
      ...REMOTE_ROUTES.filter((route) => !isStaff(route)).map(remoteRoute),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    // The staff pages, the shell's and the remotes' alike, inside the staff frame and its guard.
    element: page(<StaffFrame account={<AccountControls />} />),
    children: [
      ...SHELL_ROUTES.filter(isStaff).map(shellRoute),
      ...REMOTE_ROUTES.filter(isStaff).map(remoteRoute),
      { path: '/staff/*', element: <NotFoundPage /> },
    ],
  },
];
