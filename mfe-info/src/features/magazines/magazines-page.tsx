import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import layout from '../../components/layout.module.css';
import { PageHero } from '../../components/page-hero.tsx';
import { MagazineCover } from './magazine-cover.tsx';
import styles from './magazines.module.css';
import { magazinesQuery, magazineYearsQuery } from './queries.ts';

/** A year's buttons and its monthly covers; a cover opens its PDF in a new tab. */
function YearIssues({ years }: { years: readonly number[] }) {
  // The years in order, the first shown first (the service answers newest first).
  const inOrder = [...years].reverse();
  const [chosen, setChosen] = useState<number | null>(null);
  const year = chosen !== null && years.includes(chosen) ? chosen : (inOrder[0] as number);
  const issues = useQuery(magazinesQuery(year));
  return (
    <>
      <fieldset className={layout.pills}>
        <legend className="visually-hidden">Year</legend>
        {inOrder.map((y) => (
          <button
            key={y}
            type="button"
            className={layout.pill}
            aria-pressed={y === year}
            onClick={() => setChosen(y)}
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
                <MagazineCover issue={issue} index={i} />
              </li>
            ))}
          </ul>
        )}
      </Resource>
    </>
  );
}

/** /magazines: a button for each year with issues (the first year by default), its monthly covers. */
export function MagazinesPage() {
  usePageMeta({
    title: 'Magazines',
    description: 'Read the monthly Aspire Magazine: every issue as a PDF.',
  });
  const years = useQuery(magazineYearsQuery());
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
          <Resource query={years} what="the years of issues">
            {(list) =>
              list.length === 0 ? <p>No issues yet: do come back soon.</p> : <YearIssues years={list} />
            }
          </Resource>
        </div>
      </section>
    </>
  );
}
