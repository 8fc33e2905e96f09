import { SITE } from '@aspire/config/site';
import styles from './footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.offices}>
        {SITE.offices.map((office) => (
          <address key={office.city}>
            <strong>{office.city}</strong>
            {office.lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
            <a href={`tel:${office.phone.replace(/\s/g, '')}`}>{office.phone}</a>
          </address>
        ))}
      </div>
      <p>
        <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
      </p>
      <p className={styles.copyright}>© {SITE.copyrightYear} {SITE.name}. All rights reserved.</p>
    </footer>
  );
}
