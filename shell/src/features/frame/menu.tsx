import { useOverlays } from '@aspire/client/overlays';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styles from './menu.module.css';
import { MENU_FOOTER, MENU_GROUPS, type MenuLink } from './menu-links.ts';

const MENU_ID = 'site-menu';

/**
 * The attributes by which a button opens (`show-modal`) or closes the menu through the browser's own
 * command, with no script: on a page rendered on the server it works before the app has hydrated.
 */
export const menuCommand = (command: 'show-modal' | 'close'): Record<string, string> => ({
  commandfor: MENU_ID,
  command,
});

/**
 * The full-screen menu on a native modal <dialog>: the page behind is inert (focus stays inside),
 * Escape closes it, and focus returns to the Menu button. Its links are in the page from the start
 * (hidden while it is closed), so the menu opened before the app has hydrated is whole.
 */
export function Menu({ open, onOpen, onClose }: { open: boolean; onOpen: () => void; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const hydrated = useRef(false);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Opened by the Menu button's own command before the app took over the page: the app follows.
    if (!hydrated.current) {
      hydrated.current = true;
      if (dialog.open && !open) return onOpen();
    }
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open, onOpen]);

  const item = (link: MenuLink) =>
    'to' in link ? (
      <Link to={link.to} onClick={onClose}>
        {link.label}
      </Link>
    ) : (
      <a
        href={link.href}
        {...(link.download ? { download: '' } : { target: '_blank', rel: 'noopener noreferrer' })}
      >
        {link.label}
        {!link.download && <span className="visually-hidden"> (opens in a new tab)</span>}
      </a>
    );

  return (
    <dialog
      ref={ref}
      id={MENU_ID}
      className={styles.menu}
      aria-label="Site menu"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => open && onClose()}
    >
      <div className={styles.inner}>
        <div className={styles.head}>
          <p className={styles.brand}>Aspire College &amp; Trust</p>
          <button type="button" className={styles.close} onClick={onClose} {...menuCommand('close')}>
            <span aria-hidden="true">×</span> Close menu
          </button>
        </div>
        <nav aria-label="All pages" className={styles.groups}>
          {MENU_GROUPS.map((group) => (
            <section key={group.title} className={styles.group} aria-labelledby={`menu-${group.title}`}>
              <h2 id={`menu-${group.title}`}>{group.title}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.label}>{item(link)}</li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <ul className={styles.footer} aria-label="More links">
          {MENU_FOOTER.map((link) => (
            <li key={link.label}>{item(link)}</li>
          ))}
          <li>
            <button
              type="button"
              className={styles.contact}
              onClick={() => {
                onClose();
                useOverlays.getState().show('contact');
              }}
            >
              Contact
            </button>
          </li>
        </ul>
      </div>
    </dialog>
  );
}
