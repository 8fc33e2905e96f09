import '@aspire/ui/tokens.css';
import { queryClient } from '@aspire/client/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import CertificatePage from './routes/certificate-page.tsx';
import LoginPage from './routes/login-page.tsx';
import ProgressPage from './routes/progress-page.tsx';
import StaffCoursePage from './routes/staff-course-page.tsx';
import StaffEnrolmentPage from './routes/staff-enrolment-page.tsx';
import StaffLearningPage from './routes/staff-learning-page.tsx';
import ViewerPage from './routes/viewer-page.tsx';

// A preview of this remote's pages without the shell (development only; visitors use the shell).
const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/course/progress" replace /> },
  { path: '/lms/login', element: <LoginPage /> },
  { path: '/course/progress', element: <ProgressPage /> },
  { path: '/lms/:slug', element: <ViewerPage /> },
  { path: '/staff/learning', element: <StaffLearningPage /> },
  { path: '/staff/learning/:courseId', element: <StaffCoursePage /> },
  { path: '/staff/learning/enrolments/:id', element: <StaffEnrolmentPage /> },
  { path: '/certificates/:code', element: <CertificatePage /> },
]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <QueryClientProvider client={queryClient}>
    <RouterProvider router={router} />
  </QueryClientProvider>,
);
