import { useOverlays } from '@aspire/client/overlays';
import { SITE } from '@aspire/config/site';
import { Link } from 'react-router-dom';
import styles from './footer.module.css';
import { MENU_FOOTER } from './menu-links.ts';
import { SocialIcon } from './social-icon.tsx';

const tel = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;

/** Both offices with maps, phones, the contact e-mail, social links, the footer links and © 2023. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <p className={styles.brand}>{SITE.name}</p>
          <p>
            Islamic studies, psychology, business administration, Arabic and 12th standard, on campus in{' '}
            {SITE.locations.replace(' | ', ' and ')} and online.
          </p>
          <p>
            <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
          </p>
          <ul className={styles.social} aria-label="Aspire on social media">
            {SITE.social.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  aria-label={`${social.name} (opens in a new tab)`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <SocialIcon name={social.name} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {SITE.offices.map((office) => (
          <div key={office.city} className={styles.office}>
            <h2>{office.city} office</h2>
            <img
              src={office.map}
              alt={`Map of the area around the ${office.city} office, ${office.lines[0]}`}
              width="320"
              height="180"
              loading="lazy"
            />
            <address>
              {office.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
              <a href={tel(office.phone)}>{office.phone}</a>
            </address>
          </div>
        ))}
      </div>
      <div className={styles.bottom}>
        <ul className={styles.links} aria-label="Legal and admission">
          {MENU_FOOTER.map((link) => (
            <li key={link.label}>{'to' in link && <Link to={link.to}>{link.label}</Link>}</li>
          ))}
          <li>
            <button
              type="button"
              className={styles.contact}
              onClick={() => useOverlays.getState().show('contact')}
            >
              Contact
            </button>
          </li>
        </ul>
        <p className={styles.copyright}>
          © {SITE.copyrightYear} {SITE.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
