import { EXTERNAL_LINKS, SITE } from '@aspire/config/site';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Link } from 'react-router-dom';
import { ExternalLink } from '../../components/external-link.tsx';
import layout from '../../components/layout.module.css';
import { PageHero } from '../../components/page-hero.tsx';
import styles from './scholarship.module.css';
import { SCHOLARSHIP } from './scholarship-content.ts';

/** /Scholarship: the verification-based programme, eligibility, sample motives, contact and apply. */
export function ScholarshipPage() {
  usePageMeta({
    title: 'Scholarship',
    description:
      'Aspire Trust scholarships for students in financial need, orphans and women, verified with care. Eligibility and how to apply.',
  });
  return (
    <>
      <PageHero title="Scholarship" eyebrow="Aspire Trust" banner="scholarship" intro={SCHOLARSHIP.intro}>
        <div className={styles.heroActions}>
          <ExternalLink href={EXTERNAL_LINKS.applicationForm} className={layout.button}>
            Apply Now
          </ExternalLink>
          <Link to="/enquiry-form" className={styles.light}>
            Contact Us
          </Link>
        </div>
      </PageHero>
      <section className={layout.section} aria-labelledby="eligibility-title">
        <div className={`${layout.container} ${layout.split}`}>
          <div className={layout.prose}>
            <h2 id="eligibility-title" className={layout.sectionTitle}>
              Who can apply
            </h2>
            <ul className={layout.list}>
              {SCHOLARSHIP.eligibility.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div className={layout.prose}>
            <h2 className={layout.sectionTitle}>How it works</h2>
            <ol className={layout.list}>
              {SCHOLARSHIP.process.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ol>
          </div>
        </div>
      </section>
      <section className={layout.sectionAlt} aria-labelledby="motives-title">
        <div className={layout.container}>
          <h2 id="motives-title" className={layout.sectionTitle}>
            Why students apply
          </h2>
          <p className={layout.lead}>
            Three motives from past applications, shared with permission and without names.
          </p>
          <div className={layout.grid}>
            {SCHOLARSHIP.motives.map((motive) => (
              <figure key={motive.name} className={`${layout.card} ${styles.motive}`}>
                <blockquote>{motive.text}</blockquote>
                <figcaption>{motive.name}</figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>
      <section className={layout.section} aria-labelledby="contact-title">
        <div className={`${layout.container} ${layout.callout}`}>
          <h2 id="contact-title" className={layout.sectionTitle}>
            Talk to the scholarship desk
          </h2>
          <p>
            Call us on{' '}
            <a href={`tel:${SITE.phones.scholarship.replace(/\s/g, '')}`}>{SITE.phones.scholarship}</a>{' '}
            (Monday to Saturday, 10 am to 5 pm), or send an enquiry and we will call you back.
          </p>
          <div className={layout.actions}>
            <Link to="/enquiry-form" className={layout.buttonOutline}>
              Contact Us
            </Link>
            <ExternalLink href={EXTERNAL_LINKS.applicationForm} className={layout.button}>
              Apply Now
            </ExternalLink>
          </div>
        </div>
      </section>
    </>
  );
}
