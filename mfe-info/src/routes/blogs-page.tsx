import { BlogsPage } from '../features/blogs/blogs-page.tsx';

export default function Route() {
  return <BlogsPage />;
}
