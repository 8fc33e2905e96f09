import { SITE } from '@aspire/config/site';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import layout from '../../components/layout.module.css';
import { PageHero } from '../../components/page-hero.tsx';
import styles from './legal.module.css';

const mailTo = (address: string) => <a href={`mailto:${address}`}>{address}</a>;

/** The places a legal text may name: the college's and the grievance officer's addresses, the account page. */
const PLACES: Record<string, ReactNode> = {
  '{email}': mailTo(SITE.email),
  '{grievance-email}': mailTo(SITE.grievance.email),
  '{account}': <Link to="/account">your account page</Link>,
};
const PLACE = /(\{[a-z-]+\})/;

/** Renders each `{email}`, `{grievance-email}` and `{account}` of a text as its link. */
function withLinks(text: string): ReactNode {
  return text.split(PLACE).map((part, i) => <Fragment key={i}>{PLACES[part] ?? part}</Fragment>);
}

/** A section's content, in order: paragraphs, lists and tables. */
type LegalBlock =
  | string
  | { items: string[] }
  | { table: { caption: string; columns: string[]; rows: string[][] } };
export type LegalSection = { title: string; paragraphs: LegalBlock[] };

const keyOf = (block: LegalBlock) =>
  typeof block === 'string' ? block : 'items' in block ? block.items.join() : block.table.caption;

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{withLinks(block)}</p>;
  if ('items' in block)
    return (
      <ul>
        {block.items.map((item) => (
          <li key={item}>{withLinks(item)}</li>
        ))}
      </ul>
    );
  const { caption, columns, rows } = block.table;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first = '', ...rest]) => (
            <tr key={first}>
              <th scope="row">{first}</th>
              {columns.slice(1).map((column, k) => (
                <td key={column}>{withLinks(rest[k] ?? '')}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
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
  sections: LegalSection[];
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
              {s.paragraphs.map((block) => (
                <Block key={keyOf(block)} block={block} />
              ))}
            </section>
          ))}
        </div>
      </section>
    </>
  );
}
