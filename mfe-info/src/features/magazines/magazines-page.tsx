import { MAGAZINE_YEARS } from '@aspire/contracts/info';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import layout from '../../components/layout.module.css';
import { PageHero } from '../../components/page-hero.tsx';
import styles from './magazines.module.css';
import { type MagazineYear, magazinesQuery } from './queries.ts';

/** /magazines: year buttons (2022 by default), monthly covers; a cover opens its PDF in a new tab. */
export function MagazinesPage() {
  usePageMeta({
    title: 'Magazines',
    description: 'Read the monthly Aspire Magazine: every issue of 2022 and 2023 as a PDF.',
  });
  const [year, setYear] = useState<MagazineYear>('2022');
  const issues = useQuery(magazinesQuery(year));
  return (
    <>
      <PageHero
        title="Magazines"
        eyebrow="Aspire Magazine"
        banner="blogs"
        intro="Our monthly magazine brings news from the campuses, articles by faculty and students, and stories from alumni."
      />
      <section className={layout.section} aria-label="Issues">
        <div className={layout.container}>
          <fieldset className={layout.pills}>
            <legend className="visually-hidden">Year</legend>
            {MAGAZINE_YEARS.map((y) => (
              <button
                key={y}
                type="button"
                className={layout.pill}
                aria-pressed={y === year}
                onClick={() => setYear(y)}
              >
                {y}
              </button>
            ))}
          </fieldset>
          <h2 className={layout.sectionTitle}>Issues of {year}</h2>
          <Resource query={issues} what="issues">
            {(list) => (
              <ul className={styles.grid} data-testid="magazine-grid">
                {list.map((issue, i) => (
                  <li key={issue.id}>
                    <a className={styles.cover} href={issue.pdf} target="_blank" rel="noopener noreferrer">
                      <img
                        src={issue.cover}
                        alt=""
                        width={420}
                        height={560}
                        loading={i > 5 ? 'lazy' : 'eager'}
                      />
                      <strong>{issue.title}</strong>
                      <span>
                        Read the PDF<span className="visually-hidden"> (opens in a new tab)</span>
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </Resource>
        </div>
      </section>
    </>
  );
}
