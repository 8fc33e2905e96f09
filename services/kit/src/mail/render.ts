import type { ReactElement } from 'react';

/** What an e-mail says, in both forms a mail client may show. */
export type RenderedMail = { html: string; text: string };

/**
 * Renders a React Email element to HTML and, from that HTML, its plain-text version (links written out
 * after their label, images and the preview line left out), so both always say the same thing.
 * The renderer (React's server renderer, a formatter, an HTML-to-text converter: a third of a service's
 * code) is loaded on the first e-mail, so a service that sends none does not hold it in memory.
 */
export async function renderMail(element: ReactElement): Promise<RenderedMail> {
  const { render, toPlainText } = await import('@react-email/render');
  const html = await render(element);
  return { html, text: toPlainText(html).trim() };
}
