import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { tableHeaders } from './table-headers.ts';

/** A link away from the site (its own pages are relative; `mailto:` opens the mail program). */
const isExternal = (href: string | undefined) => /^https?:\/\//i.test(href ?? '');

/**
 * The page has its own h1 (the title): a body's `#` is drawn as h2, like its `##` (the editor's hint), so
 * the outline never skips a level. A link away from
 * the site does not give that site a hold on this page, nor learn where the reader came from. (`node`,
 * react-markdown's tree node, is kept off the DOM.)
 */
const COMPONENTS: Components = {
  h1: ({ node: _node, ...props }) => <h2 {...props} />,
  a: ({ node: _node, ...props }) => (
    <a {...props} {...(isExternal(props.href) ? { rel: 'noopener noreferrer' } : {})} />
  ),
};

const REMARK = [remarkGfm];
const REHYPE = [tableHeaders];

/**
 * Text the staff wrote in Markdown, drawn safely: raw HTML in it is dropped (never drawn), links keep
 * only http(s), mail and the site's own addresses (react-markdown's own `urlTransform` empties any
 * other, `javascript:` among them), and pictures are not drawn (a page's pictures are its own fields).
 * Tables are GitHub's Markdown tables (the privacy notice has one), captioned and with row headers.
 * Loaded on its own (see `MarkdownText`): only the pages that show such text need it.
 */
export default function Markdown({ text }: { text: string }) {
  return (
    <ReactMarkdown
      components={COMPONENTS}
      remarkPlugins={REMARK}
      rehypePlugins={REHYPE}
      skipHtml
      disallowedElements={['img']}
    >
      {text}
    </ReactMarkdown>
  );
}
