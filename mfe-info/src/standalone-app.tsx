import '@aspire/ui/tokens.css';
import { queryClient } from '@aspire/client/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import AlumniPage from './routes/alumni-page.tsx';
import AspireCommunityPage from './routes/aspire-community-page.tsx';
import BlogPage from './routes/blog-page.tsx';
import BlogsPage from './routes/blogs-page.tsx';
import ChairmanPage from './routes/chairman-page.tsx';
import CommunityDetailPage from './routes/community-detail-page.tsx';
import CommunityPage from './routes/community-page.tsx';
import CommunityWidget from './routes/community-widget.tsx';
import EventsPage from './routes/events-page.tsx';
import EventsWidget from './routes/events-widget.tsx';
import FacultiesPage from './routes/faculties-page.tsx';
import FranchisePage from './routes/franchise-page.tsx';
import GalleryPage from './routes/gallery-page.tsx';
import GlancePage from './routes/glance-page.tsx';
import LeadershipPage from './routes/leadership-page.tsx';
import MagazinesPage from './routes/magazines-page.tsx';
import PrivacyPage from './routes/privacy-page.tsx';
import ScholarshipPage from './routes/scholarship-page.tsx';
import TermsPage from './routes/terms-page.tsx';
import TestimonialsPage from './routes/testimonials-page.tsx';
import TestimonialsWidget from './routes/testimonials-widget.tsx';
import WPowerPage from './routes/w-power-page.tsx';

// Standalone preview of this remote's pages (developers only); visitors use the shell.
const pages = {
  '/events': EventsPage,
  '/blogs': BlogsPage,
  '/blog/:id': BlogPage,
  '/community': CommunityPage,
  '/community/:id': CommunityDetailPage,
  '/Scholarship': ScholarshipPage,
  '/glance': GlancePage,
  '/chairman': ChairmanPage,
  '/leadership': LeadershipPage,
  '/faculties': FacultiesPage,
  '/aspirecommunity': AspireCommunityPage,
  '/gallery': GalleryPage,
  '/magazines': MagazinesPage,
  '/alumni': AlumniPage,
  '/testimonials': TestimonialsPage,
  '/w-power': WPowerPage,
  '/salam-centre-franchise': FranchisePage,
  '/terms-conditions': TermsPage,
  '/privacy-policy': PrivacyPage,
};

function Preview() {
  return (
    <>
      <nav aria-label="Preview pages" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: 12 }}>
        {Object.keys(pages)
          .filter((p) => !p.includes(':'))
          .map((p) => (
            <Link key={p} to={p}>
              {p}
            </Link>
          ))}
      </nav>
      <main>
        <Outlet />
      </main>
    </>
  );
}

function Home() {
  return (
    <>
      <h1>Info widgets</h1>
      <CommunityWidget />
      <EventsWidget />
      <TestimonialsWidget />
    </>
  );
}

const router = createBrowserRouter([
  {
    element: <Preview />,
    children: [
      { index: true, element: <Home /> },
      ...Object.entries(pages).map(([path, Page]) => ({ path, element: <Page /> })),
    ],
  },
]);

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={queryClient}>
    <RouterProvider router={router} />
  </QueryClientProvider>,
);
