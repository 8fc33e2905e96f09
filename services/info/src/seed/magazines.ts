import type { PdfDocument } from '@aspire/service-kit/pdf';
import { INFO_CONTENT, readMagazineArticles } from './content.ts';

const ARTICLES = readMagazineArticles();

/** The printable issue behind `/media/magazines/<id>.pdf`, or undefined for an unknown issue. */
export function magazinePdf(id: string): PdfDocument | undefined {
  const index = INFO_CONTENT.magazines.findIndex((m) => m.id === id);
  const issue = INFO_CONTENT.magazines[index];
  if (!issue) return undefined;
  const { theme } = issue;
  const count = index % 2 === 0 ? 3 : 2;
  const articles = Array.from({ length: count }, (_, i) => ARTICLES[(index * 3 + i) % ARTICLES.length]!);
  return {
    title: `Aspire Magazine - ${issue.title}`,
    subtitle: `Monthly magazine of Aspire College & Trust, Chennai and Bengaluru. Theme: ${theme}`,
    accent: '#0b5d4b',
    sections: [
      {
        heading: `From the editor: ${theme}`,
        paragraphs: [
          `Welcome to the ${issue.title} issue. Our theme this month is "${theme.toLowerCase()}", and the pages that follow bring news from our classrooms in Chennai and Bengaluru, from our online learners and from alumni across the country.`,
          'As always, we welcome letters, photographs and short articles from students, parents and alumni. Write to the editorial team at admissions@aspirecollege.in.',
        ],
      },
      ...articles,
    ],
  };
}
