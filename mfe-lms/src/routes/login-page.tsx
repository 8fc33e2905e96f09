import { isSignedIn, useSession } from '@aspire/client/session';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Navigate, useSearchParams } from 'react-router-dom';
import { LoginForm } from '../features/login/login-form.tsx';
import { LoginPanel } from '../features/login/login-panel.tsx';
import { SignUpPrompt } from '../features/login/sign-up-prompt.tsx';
import { safeNext } from '../lib/next-path.ts';

/**
 * `/lms/login`: signs a learner in and goes on to the page they wanted, else the dashboard. Whichever way
 * they sign in (this form, or the site's sign-up then sign-in), this page sees the session and goes on.
 */
export default function LoginPage() {
  usePageMeta({
    title: 'Learner login',
    description: 'Sign in to the Aspire learning area to continue your courses and see your progress.',
  });
  const [search] = useSearchParams();
  const next = safeNext(search.get('next'));
  const signedIn = useSession(isSignedIn);
  // One session for the site and the LMS: a learner already signed in (or just signed in) goes on.
  if (signedIn) return <Navigate to={next} replace />;
  return (
    <LoginPanel>
      <LoginForm />
      <SignUpPrompt invited={next.startsWith('/lms/')} />
    </LoginPanel>
  );
}
