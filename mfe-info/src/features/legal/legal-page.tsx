import { SITE } from '@aspire/config/site';
import { Fragment, type ReactNode } from 'react';
import layout from '../../components/layout.module.css';
import { PageHero } from '../../components/page-hero.tsx';
import styles from './legal.module.css';

/** Renders `{email}` as a mailto link to the college's address. */
export function withEmail(text: string): ReactNode {
  const parts = text.split('{email}');
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && <a href={`mailto:${SITE.email}`}>{SITE.email}</a>}
    </Fragment>
  ));
}

/** A legal document: hero, last-updated date, numbered table of contents and numbered sections. */
export function LegalPage({
  title,
  intro,
  updated,
  sections,
}: {
  title: string;
  intro: string;
  updated: string;
  sections: { title: string; paragraphs: string[] }[];
}) {
  const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return (
    <>
      <PageHero title={title} eyebrow="Aspire College & Trust" banner="legal" intro={intro} />
      <section className={layout.section} aria-label={title}>
        <div className={`${layout.container} ${layout.prose}`}>
          <p className={styles.updated}>Last updated: {updated}</p>
          <nav aria-label="Sections">
            <ol className={styles.toc}>
              {sections.map((s) => (
                <li key={s.title}>
                  <a href={`#${slug(s.title)}`}>{s.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          {sections.map((s, i) => (
            <section key={s.title} aria-labelledby={slug(s.title)}>
              <h2 id={slug(s.title)}>
                {i + 1}. {s.title}
              </h2>
              {s.paragraphs.map((p) => (
                <p key={p.slice(0, 30)}>{withEmail(p)}</p>
              ))}
            </section>
          ))}
        </div>
      </section>
    </>
  );
}
