import type { PdfDocument } from '@aspire/service-kit/pdf';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Theme of each month's issue, used on the cover and in the editorial. */
const THEMES = [
  'New beginnings',
  'Knowledge and character',
  'Preparing for Ramadan',
  'The month of mercy',
  'Family and community',
  'Exams and effort',
  'Careers with purpose',
  'Freedom and responsibility',
  'Teachers we remember',
  'Mental health and faith',
  'Service to neighbours',
  'Looking back, looking ahead',
];

/** Articles the issues draw on, two or three an issue. */
const ARTICLES: { heading: string; paragraphs: string[] }[] = [
  {
    heading: 'Campus diary',
    paragraphs: [
      'The month began with orientation for new diploma students, who toured the library, the prayer hall and the recording studio. Second-year students led the tours and answered questions about timetables, assessments and the best tea near the campus.',
      'Faculty meetings this month focused on feedback from the last semester. Students asked for more practice in spoken Arabic, and from next term conversation circles will run twice a week.',
    ],
  },
  {
    heading: 'From the psychology department',
    paragraphs: [
      'Our third-year psychology students completed their first supervised counselling placements in schools across Chennai. Each student kept a reflective journal, and several described how listening without judging was harder, and more valuable, than they expected.',
      'The department also hosted a reading group on al-Balkhi’s Sustenance of the Soul, comparing his advice on intrusive thoughts with present-day cognitive approaches.',
    ],
  },
  {
    heading: 'Alumni corner',
    paragraphs: [
      'We caught up with a graduate of the Master in Islamic Studies who now teaches at a girls’ madrasa in Vellore. She told us that the most useful thing she learned was how to plan a lesson around a single clear question.',
      'Alumni are invited to write to the magazine with news of their work, their families and their studies. Short notes are as welcome as long articles.',
    ],
  },
  {
    heading: 'Learning Arabic: a word a week',
    paragraphs: [
      'This issue’s word is sabr, usually translated as patience. In the Qur’an it covers far more: perseverance in doing good, restraint from wrongdoing and steadiness in hardship. Look for it in Surah al-Asr, where it closes the description of those who are not in loss.',
      'Try using the root s-b-r in three sentences of your own this week, and share them with your teacher.',
    ],
  },
  {
    heading: 'Business with ethics',
    paragraphs: [
      'BBA students visited a family-run spice exporter in Ambur that has avoided interest-based loans for three generations. The owners explained how they finance growth through partnerships and careful savings.',
      'Back in class, students compared the company’s accounts with a conventional competitor’s and discussed what ethical business costs, and what it earns, over the long run.',
    ],
  },
  {
    heading: 'Community notes',
    paragraphs: [
      'The free online fatwa service answered more than three hundred questions this month, most of them on prayer while travelling, zakah on savings and family matters. Answers are reviewed by two scholars before they are sent.',
      'Our neighbour open evening welcomed residents of the streets around the campus for dinner and a short talk on the meaning of charity in Islam.',
    ],
  },
  {
    heading: 'Study skills',
    paragraphs: [
      'Spaced repetition is the simplest technique most students never use. Instead of rereading notes the night before an exam, review them one day, three days and a week after the lecture. Each review takes minutes, and the memory lasts.',
      'Combine it with self-testing: close the book, write what you remember, then check. It feels harder than rereading, which is exactly why it works.',
    ],
  },
  {
    heading: 'W Power update',
    paragraphs: [
      'The women’s wing of Aspire held its monthly webinar, which drew participants from six countries. The discussion on balancing caregiving with study continued long after the scheduled end.',
      'Mentoring pairs for the new term have been announced; mentees will meet their mentors online every fortnight.',
    ],
  },
];

export type MagazineSeed = {
  id: string;
  year: number;
  month: number;
  title: string;
  cover: string;
  pdf: string;
  order: number;
};

/** The monthly issues: January to December 2022 and January to October 2023. */
export function magazineDocuments(): MagazineSeed[] {
  const issues: MagazineSeed[] = [];
  for (const [year, months] of [
    [2022, 12],
    [2023, 10],
  ] as const) {
    for (let month = 1; month <= months; month += 1) {
      const id = `${year}-${String(month).padStart(2, '0')}`;
      issues.push({
        id,
        year,
        month,
        title: `${MONTHS[month - 1]} ${year}`,
        cover: `/api/info/media/magazines/${id}.svg`,
        pdf: `/api/info/media/magazines/${id}.pdf`,
        order: issues.length,
      });
    }
  }
  return issues;
}

export const magazineTheme = (month: number) => THEMES[(month - 1) % THEMES.length]!;

/** The printable issue behind `/media/magazines/<id>.pdf`, or undefined for an unknown issue. */
export function magazinePdf(id: string): PdfDocument | undefined {
  const issue = magazineDocuments().find((m) => m.id === id);
  if (!issue) return undefined;
  const theme = magazineTheme(issue.month);
  const index = issue.order;
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
