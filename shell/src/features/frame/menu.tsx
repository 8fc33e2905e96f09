import { useOverlays } from '@aspire/client/overlays';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styles from './menu.module.css';
import { MENU_FOOTER, MENU_GROUPS, type MenuLink } from './menu-links.ts';

/**
 * The full-screen menu on a native modal <dialog>: the page behind is inert (focus stays inside),
 * Escape closes it, and focus returns to the Menu button.
 */
export function Menu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

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
      className={styles.menu}
      aria-label="Site menu"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => open && onClose()}
    >
      {open && (
        <div className={styles.inner}>
          <div className={styles.head}>
            <p className={styles.brand}>Aspire College &amp; Trust</p>
            <button type="button" className={styles.close} onClick={onClose}>
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
      )}
    </dialog>
  );
}
