import { SITE } from '@aspire/config/site';
import type { ReactNode } from 'react';
import { PageBanner } from '../../components/page-banner.tsx';
import styles from './form-layout.module.css';

/** The admission and enquiry pages: banner, the form, and a side panel with the college's contacts. */
export function FormLayout({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageBanner eyebrow={eyebrow} title={title}>
        <p>{lead}</p>
      </PageBanner>
      <div className={styles.layout}>
        <div>{children}</div>
        <aside className={styles.aside} aria-labelledby="form-help-heading">
          <h2 id="form-help-heading">Need help?</h2>
          <p>Our admissions team answers every message within two working days.</p>
          <dl>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
            </dd>
            {SITE.offices.map((office) => (
              <div key={office.city}>
                <dt>{office.city}</dt>
                <dd>
                  <a href={`tel:${office.phone.replace(/\s/g, '')}`}>{office.phone}</a>
                </dd>
              </div>
            ))}
          </dl>
          <p className={styles.small}>
            Financial support is available for eligible students on every course.
          </p>
        </aside>
      </div>
    </>
  );
}
