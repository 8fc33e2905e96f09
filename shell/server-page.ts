import type { PageHead } from '@aspire/ui/page-meta.ts';
import type { PageScripts } from './page-files.ts';

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A value as the text of a `<script>` data block: `<` escaped, so no value can close the element. */
export const jsonBlock = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A page rendered by React on the server, as the shell's server writes it into the built index.html. */
export type ServerPage = {
  /** The HTML inside `#root`. */
  html: string;
  head: PageHead;
  /** The data cache it was rendered from. */
  queryState: unknown;
  /**
   * The style sheets it draws with, in order: each one's address, and its path in its app's build, by
   * which that app's chunk loader finds it already linked (`data-href`) rather than linking it again.
   */
  styles: { href: string; path: string }[];
  /** The addresses of the scripts it runs before it can hydrate: its shell's start's, and its route's. */
  scripts: PageScripts<string>;
};

/**
 * The built index.html with a server-rendered page in it: its title, description and robots rule, its
 * hero art asked for first, its style sheets as plain links (the first paint needs no script), the
 * scripts it hydrates with (a JSON block the entry script preloads, see page-scripts.ts), its data as a JSON block the app
 * starts from (not executed, so the script policy allows it), `extraHead` (canonical link, data
 * blocks, inline scripts allowed by hash), and its HTML in `#root`, marked for hydration.
 */
export function serverPageHtml(indexHtml: string, page: ServerPage, extraHead: string[]) {
  const { title, description, noindex, heroImage } = page.head;
  const head = [
    ...(noindex ? ['<meta name="robots" content="noindex">'] : []),
    ...(heroImage
      ? [`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(heroImage)}">`]
      : []),
    ...page.styles.map(
      ({ href, path }) =>
        `<link rel="stylesheet" href="${escapeHtml(href)}" data-href="${escapeHtml(path)}">`,
    ),
    `<script type="application/json" id="page-scripts">${jsonBlock(page.scripts)}</script>`,
    `<script type="application/json" id="query-state">${jsonBlock(page.queryState)}</script>`,
    ...extraHead,
  ];
  let html = indexHtml;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description)
    html = html.replace(
      /(<meta name="description" content=")[^"]*"/,
      (_, start: string) => `${start}${escapeHtml(description)}"`,
    );
  return html
    .replace('</head>', () => `${head.join('')}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-server-rendered>${page.html}</div>`);
}
