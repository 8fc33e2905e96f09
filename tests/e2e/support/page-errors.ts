import type { Page } from '@playwright/test';

/**
 * Every console error (React's mismatch reports `aspire:recoverable` among them) and uncaught error,
 * but the browser's note of the page's own status (a "not found" page is answered 404).
 */
export function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.text().startsWith('Failed to load resource') && message.location().url === page.url()) return;
    errors.push(`console: ${message.text().slice(0, 300)} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message.slice(0, 300)}`));
  return errors;
}
