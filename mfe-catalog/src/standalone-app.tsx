import '@aspire/ui/tokens.css';
import { queryClient } from '@aspire/client/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import AdmissionPage from './routes/admission-page.tsx';
import CoursePage from './routes/course-page.tsx';
import CoursesPage from './routes/courses-page.tsx';
import EnquiryPage from './routes/enquiry-page.tsx';
import FeaturedCourses from './routes/featured-courses.tsx';
import GuardianConsentPage from './routes/guardian-consent-page.tsx';
import MyApplications from './routes/my-applications.tsx';
import PucPage from './routes/puc-page.tsx';
import StaffAdmissionPage from './routes/staff-admission-page.tsx';
import StaffAdmissionsPage from './routes/staff-admissions-page.tsx';

// A preview of this remote's pages without the shell (development only; visitors use the shell).
const router = createBrowserRouter([
  { path: '/', element: <FeaturedCourses /> },
  { path: '/courses', element: <CoursesPage /> },
  { path: '/course', element: <CoursesPage /> },
  { path: '/course/:id', element: <CoursePage /> },
  { path: '/puccourse', element: <PucPage /> },
  { path: '/admission-form', element: <AdmissionPage /> },
  { path: '/enquiry-form', element: <EnquiryPage /> },
  { path: '/guardian-consent', element: <GuardianConsentPage /> },
  { path: '/account', element: <MyApplications /> },
  { path: '/staff/admissions', element: <StaffAdmissionsPage /> },
  { path: '/staff/admissions/:id', element: <StaffAdmissionPage /> },
]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <QueryClientProvider client={queryClient}>
    <RouterProvider router={router} />
  </QueryClientProvider>,
);
