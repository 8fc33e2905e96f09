import { lazy, Suspense } from 'react';

const Markdown = lazy(() => import('./markdown.tsx'));

/**
 * Markdown text (a post's body) on the page, with the Markdown renderer fetched only when such text is
 * shown: the lists and the home page never load it.
 */
export function MarkdownText({ text }: { text: string }) {
  return (
    <Suspense fallback={<p aria-busy="true">Loading the text…</p>}>
      <Markdown text={text} />
    </Suspense>
  );
}
