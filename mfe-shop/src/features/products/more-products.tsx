import type { Product } from '@aspire/contracts/shop';
import { LoadError, Loading } from '@aspire/ui/status.tsx';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import styles from './products.module.css';

/** Loads the next page early, while the button is still this far below the screen. */
const AHEAD = '0px 0px 600px 0px';

/**
 * Below the grid while the last page was full: "Show more products", pressed or scrolled into view
 * (the button stays for keyboards and screen readers); a failure to load the next page, with a retry,
 * leaves the products shown as they are.
 */
export function MoreProducts({ pages }: { pages: UseInfiniteQueryResult<Product[]> }) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, error, fetchNextPage } = pages;
  const button = useRef<HTMLButtonElement>(null);
  const shown = pages.data?.length ?? 0;
  const failed = isFetchNextPageError && !isFetchingNextPage;

  useEffect(() => {
    const target = button.current;
    if (!target || failed || isFetchingNextPage || typeof IntersectionObserver === 'undefined') return;
    // Watched afresh after each page (`shown`): a button still in view then loads the next one too.
    const watcher = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: AHEAD },
    );
    watcher.observe(target);
    return () => watcher.disconnect();
  }, [failed, isFetchingNextPage, fetchNextPage, shown]);

  if (!hasNextPage) return null;
  if (failed)
    return (
      <div className={styles.more}>
        <LoadError error={error} what="more products" onRetry={() => void fetchNextPage()} />
      </div>
    );
  return (
    <div className={styles.more}>
      <button
        ref={button}
        type="button"
        className={styles.moreButton}
        aria-disabled={isFetchingNextPage}
        onClick={() => {
          if (!isFetchingNextPage) void fetchNextPage();
        }}
      >
        Show more products
      </button>
      {isFetchingNextPage && <Loading label="Loading more products…" />}
    </div>
  );
}
