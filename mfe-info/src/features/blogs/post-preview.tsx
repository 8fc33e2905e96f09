import type { Post } from '@aspire/contracts/info';
import { deskStyles as desk } from '@aspire/ui/desk.ts';
import styles from './blogs.module.css';
import { PostArticle } from './post-article.tsx';
import { PostCard } from './post-card.tsx';

/** The post as the public pages show it: its card on Blogs and News, then its own page. */
export function PostPreview({ item }: { item: Post }) {
  return (
    <>
      <p className={desk.hint}>On Blogs and News:</p>
      <div className={styles.previewCard}>
        <PostCard post={item} />
      </div>
      <p className={desk.hint}>Its own page:</p>
      <PostArticle article={item} />
    </>
  );
}
