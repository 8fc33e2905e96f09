import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';

/** What an e-mail says, in both forms a mail client may show. */
export type RenderedMail = { html: string; text: string };

/**
 * Renders a React Email element to HTML and, from that HTML, its plain-text version (links written out
 * after their label, images and the preview line left out), so both always say the same thing.
 */
export async function renderMail(element: ReactElement): Promise<RenderedMail> {
  const html = await render(element);
  return { html, text: toPlainText(html).trim() };
}
