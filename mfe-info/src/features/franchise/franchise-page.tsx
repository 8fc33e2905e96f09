import { SITE } from '@aspire/config/site';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import layout from '../../components/layout.module.css';
import { PageHero } from '../../components/page-hero.tsx';

const BENEFITS = [
  'Offer recognised Aspire diplomas and degree support in your own town, without building a college.',
  'A trusted name: more than 5 years of Salam Centres and over 25 years of Aspire teaching.',
  'Live classes by Aspire faculty, so learners get the same teaching as on campus.',
  'A fair share of course fees, and free listing on the Aspire website and in our magazine.',
  'A place for your community to meet, learn and hold workshops and Peace Expo stalls.',
];
const REQUIREMENTS = [
  'At least two laptops or desktop computers with a webcam and a reliable internet connection.',
  'A clean, well-lit room with seating for 15 to 30 learners, and a separate space for women where needed.',
  'A committed coordinator who can give at least four hours a day to learners and to the centre’s records.',
  'A projector or large screen for live classes, and a printer for notices and forms.',
];
const SUPPORT = [
  [
    'Academic support',
    'Curriculum, live classes, recorded lectures, assessments and certificates from Aspire.',
  ],
  [
    'Training',
    'Onboarding and yearly training for your coordinator on admissions, the learning portal and learner care.',
  ],
  ['Marketing', 'Brochures, posters, social media material and listing of your centre on our website.'],
  [
    'Portal',
    'Access to the Aspire learning portal to enrol learners, track attendance and follow their progress.',
  ],
] as const;

/** /salam-centre-franchise: the Aspire Salam Centre franchise. */
export function FranchisePage() {
  usePageMeta({
    title: 'Aspire Salam Centre Franchise',
    description:
      'Open an Aspire Salam Centre in your town: vision, benefits, requirements and the support we give franchise partners.',
  });
  const phone = SITE.phones.chennai;
  return (
    <>
      <PageHero
        title="Aspire Salam Centre Franchise"
        eyebrow="Grow with Aspire"
        banner="franchise"
        intro="Bring Aspire’s courses to your town. Trusted by families for more than 5 years, Salam Centres let learners study with Aspire close to home."
      />
      <section className={layout.section} aria-labelledby="vision-title">
        <div className={`${layout.container} ${layout.split}`}>
          <div className={layout.prose}>
            <h2 id="vision-title" className={layout.sectionTitle}>
              Our vision
            </h2>
            <p>
              Every town with a Muslim community should have a place where young people and adults can study
              their faith and useful skills with qualified teachers, at a fee families can afford.
            </p>
          </div>
          <div className={layout.prose}>
            <h2 className={layout.sectionTitle}>What is a Salam Centre?</h2>
            <p>
              A Salam Centre is a local study centre run by a partner organisation or individual under the
              Aspire name. Learners enrol in Aspire’s online programmes and attend live classes together at
              the centre, with a coordinator who supports them. For more than 5 years, Salam Centres have
              carried Aspire’s teaching to towns across Tamil Nadu and Karnataka.
            </p>
          </div>
        </div>
      </section>
      <section className={layout.sectionAlt} aria-labelledby="benefits-title">
        <div className={`${layout.container} ${layout.split}`}>
          <div className={layout.prose}>
            <h2 id="benefits-title" className={layout.sectionTitle}>
              Benefits
            </h2>
            <ul className={layout.list}>
              {BENEFITS.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          </div>
          <div className={layout.prose}>
            <h2 className={layout.sectionTitle}>Requirements</h2>
            <ul className={layout.list}>
              {REQUIREMENTS.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <section className={layout.section} aria-labelledby="support-title">
        <div className={layout.container}>
          <h2 id="support-title" className={layout.sectionTitle}>
            Our support
          </h2>
          <div className={layout.grid}>
            {SUPPORT.map(([title, text]) => (
              <article key={title} className={layout.card}>
                <div className={layout.cardBody}>
                  <h3>{title}</h3>
                  <p>{text}</p>
                </div>
              </article>
            ))}
          </div>
          <div className={layout.callout} style={{ marginTop: 'var(--space-5)' }}>
            <h2 className={layout.sectionTitle}>Start a conversation</h2>
            <p>
              Call our franchise team on <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a> or write to{' '}
              <a href={`mailto:${SITE.email}`}>{SITE.email}</a>. We will send you the partner guide and
              arrange a visit.
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
