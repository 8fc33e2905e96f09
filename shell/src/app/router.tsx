import { createBrowserRouter } from 'react-router-dom';
import { Frame } from '../features/frame/frame.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { RemoteView } from '../features/remotes/remote-view.tsx';
import { REMOTE_ROUTES } from './route-table.ts';

export const router = createBrowserRouter([
  {
    element: <Frame />,
    children: [
      { index: true, element: <HomePage /> },
      ...REMOTE_ROUTES.map(({ path, remote, module }) => ({
        path,
        element: <RemoteView key={path} remote={remote} module={module} />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
