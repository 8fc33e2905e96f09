import type { LegalPage } from '@aspire/contracts/info';
import { PRIVACY_NOTICE_VERSION } from '@aspire/contracts/privacy-notice';
import { Resource } from '@aspire/ui/resource.tsx';
import type { UseQueryResult } from '@tanstack/react-query';
import layout from '../../components/layout.module.css';
import { MarkdownText } from '../../components/markdown-text.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import styles from './legal.module.css';
import { fillPlaces, sectionsOf } from './places.ts';

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * A legal text as staff wrote it: last-updated date (the privacy notice's with the version consents
 * record), a numbered table of contents and numbered sections, each section's Markdown with its places
 * filled in.
 */
export function LegalText({ page }: { page: LegalPage }) {
  const note = page.id === 'privacy' ? ` (notice version ${PRIVACY_NOTICE_VERSION})` : '';
  const sections = sectionsOf(page.body);
  return (
    <>
      <p className={styles.updated}>
        Last updated: {page.updated}
        {note}
      </p>
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
          <MarkdownText text={fillPlaces(s.text, page)} />
        </section>
      ))}
    </>
  );
}

/** A legal page (Terms, Privacy): its hero, then its text once read (`fallback` names it until then). */
export function LegalPageView({ query, fallback }: { query: UseQueryResult<LegalPage>; fallback: string }) {
  return (
    <>
      <PageHero
        title={query.data?.title ?? fallback}
        eyebrow="Aspire College & Trust"
        banner="legal"
        intro={query.data?.intro}
      />
      <section className={layout.section} aria-label={query.data?.title ?? fallback}>
        <div className={`${layout.container} ${layout.prose}`}>
          <Resource query={query} what={`the ${fallback}`}>
            {(page) => <LegalText page={page} />}
          </Resource>
        </div>
      </section>
    </>
  );
}

/** The page as the desk previews it: the public page drawn from the draft. */
export function LegalPagePreview({ item }: { item: LegalPage }) {
  return (
    <>
      <PageHero title={item.title} eyebrow="Aspire College & Trust" banner="legal" intro={item.intro} />
      <div className={layout.prose}>
        <LegalText page={item} />
      </div>
    </>
  );
}
