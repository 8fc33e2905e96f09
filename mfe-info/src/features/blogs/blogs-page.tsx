import type { PostKind } from '@aspire/contracts/info';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import layout from '../../components/layout.module.css';
import { PageHero } from '../../components/page-hero.tsx';
import { useTabs } from '../../components/tabs.tsx';
import { PostCard } from './post-card.tsx';
import { postsQuery } from './queries.ts';

const TABS = [
  { value: 'blog', label: 'Blogs' },
  { value: 'news', label: 'News' },
] as const;

/** /blogs: tabs Blogs and News filter the posts; each card opens its article. */
export function BlogsPage() {
  usePageMeta({
    title: 'Blogs and News',
    description: 'Articles by Aspire faculty and students, and news from the Chennai and Bengaluru campuses.',
  });
  const [params, setParams] = useSearchParams();
  const kind: PostKind = params.get('kind') === 'news' ? 'news' : 'blog';
  const { list, panelProps } = useTabs({
    tabs: TABS,
    value: kind,
    onChange: (value) => setParams({ kind: value }, { replace: true }),
    label: 'Blogs and news',
  });
  const posts = useQuery(postsQuery(kind));
  return (
    <>
      <PageHero
        title="Blogs and News"
        eyebrow="Aspire journal"
        banner="blogs"
        intro="Reflections from our faculty and students, and the latest news from our campuses."
      />
      <section className={layout.section} aria-label="Posts">
        <div className={layout.container}>
          {list}
          <div {...panelProps}>
            <Resource query={posts} what="posts">
              {(list) => (
                <div className={layout.grid}>
                  {list.map((post) => (
                    <PostCard key={post.id} post={post} />
                  ))}
                </div>
              )}
            </Resource>
          </div>
        </div>
      </section>
    </>
  );
}
