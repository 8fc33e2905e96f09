import { BlogPage } from '../features/blogs/blog-page.tsx';

export default function Route() {
  return <BlogPage />;
}
