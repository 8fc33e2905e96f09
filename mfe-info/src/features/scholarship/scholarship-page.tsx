import { EXTERNAL_LINKS, SITE } from '@aspire/config/site';
import type { ScholarshipPage as ScholarshipTexts } from '@aspire/contracts/info';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLink } from '../../components/external-link.tsx';
import layout from '../../components/layout.module.css';
import { PageHero } from '../../components/page-hero.tsx';
import { scholarshipPageQuery } from './queries.ts';
import styles from './scholarship.module.css';

/** /Scholarship: the verification-based programme, eligibility, sample motives, contact and apply. */
export function ScholarshipPage() {
  usePageMeta({
    title: 'Scholarship',
    description:
      'Aspire Trust scholarships for students in financial need, orphans and women, verified with care. Eligibility and how to apply.',
  });
  const page = useQuery(scholarshipPageQuery());
  return (
    <>
      <ScholarshipHero title={page.data?.title ?? 'Scholarship'} intro={page.data?.intro} />
      <Resource query={page} what="the scholarship page">
        {(texts) => <ScholarshipSections page={texts} />}
      </Resource>
      <ScholarshipContact />
    </>
  );
}

/** The page as the desk previews it: the public page drawn from the draft. */
export function ScholarshipPreview({ item }: { item: ScholarshipTexts }) {
  return (
    <>
      <ScholarshipHero title={item.title} intro={item.intro} />
      <ScholarshipSections page={item} />
      <ScholarshipContact />
    </>
  );
}

/** The title and introduction (staff write them), with Apply Now and Contact Us (the page's own). */
function ScholarshipHero({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <PageHero title={title} eyebrow="Aspire Trust" banner="scholarship" intro={intro}>
      <div className={styles.heroActions}>
        <ExternalLink href={EXTERNAL_LINKS.applicationForm} className={layout.button}>
          Apply Now
        </ExternalLink>
        <Link to="/enquiry-form" className={styles.light}>
          Contact Us
        </Link>
      </div>
    </PageHero>
  );
}

/** Who can apply, how it works and the three motives, as staff wrote them. */
function ScholarshipSections({ page }: { page: ScholarshipTexts }) {
  return (
    <>
      <section className={layout.section} aria-labelledby="eligibility-title">
        <div className={`${layout.container} ${layout.split}`}>
          <div className={layout.prose}>
            <h2 id="eligibility-title" className={layout.sectionTitle}>
              Who can apply
            </h2>
            <ul className={layout.list}>
              {page.eligibility.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div className={layout.prose}>
            <h2 className={layout.sectionTitle}>How it works</h2>
            <ol className={layout.list}>
              {page.process.map((item) => (
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
            {page.motives.map((motive) => (
              <figure key={motive.name} className={`${layout.card} ${styles.motive}`}>
                <blockquote>{motive.text}</blockquote>
                <figcaption>{motive.name}</figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}

/** The scholarship desk's phone, Contact Us and Apply Now: the page's own, not edited. */
function ScholarshipContact() {
  return (
    <section className={layout.section} aria-labelledby="contact-title">
      <div className={`${layout.container} ${layout.callout}`}>
        <h2 id="contact-title" className={layout.sectionTitle}>
          Talk to the scholarship desk
        </h2>
        <p>
          Call us on{' '}
          <a href={`tel:${SITE.phones.scholarship.replace(/\s/g, '')}`}>{SITE.phones.scholarship}</a> (Monday
          to Saturday, 10 am to 5 pm), or send an enquiry and we will call you back.
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
  );
}
