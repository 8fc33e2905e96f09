import { usePageMeta } from '@aspire/ui/page-meta.ts';
import layout from '../../components/layout.module.css';
import { PageHero } from '../../components/page-hero.tsx';
import styles from './about.module.css';

const MISSION = [
  'Teach the Qur’an, the Sunnah and the Islamic sciences with depth, accuracy and balance.',
  'Combine Islamic education with recognised degrees in psychology, business administration and Arabic.',
  'Make learning accessible to women, orphans and families of modest means through verified scholarships.',
  'Bring quality teaching to every town through online programmes and Salam Centres.',
  'Form graduates of good character who serve their families, their neighbours and their country.',
];

/** /glance: the Trust at a glance. */
export function GlancePage() {
  usePageMeta({
    title: 'Aspire at a Glance',
    description:
      'Aspire College & Trust: over 25 years of Islamic, psychology, business and Arabic education in Chennai and Bengaluru.',
  });
  return (
    <>
      <PageHero
        title="Aspire at a Glance"
        eyebrow="About Aspire"
        banner="glance"
        intro="A charitable trust and college in Chennai and Bengaluru, teaching faith and the professions side by side for more than 25 years."
      />
      <section className={layout.section} aria-labelledby="trust-title">
        <div className={`${layout.container} ${layout.split}`}>
          <div className={layout.prose}>
            <h2 id="trust-title" className={layout.sectionTitle}>
              The Trust
            </h2>
            <p>
              Aspire College &amp; Trust is a registered charitable trust founded by educators and community
              members who wanted young Muslims to study their religion deeply without giving up a recognised
              degree. What began as evening classes in a rented hall in Chennai is today a college with
              campuses in Chennai and Bengaluru and learners online across India and abroad.
            </p>
            <p>
              We offer the Bachelor and Master in Islamic Studies, B.Sc. Psychology, the Bachelor of Business
              Administration, PUC, diplomas in Arabic and Islamic Psychology, and free short courses. Our
              faculty combine traditional scholarship with university qualifications, and our scholarships are
              open to every student in genuine need.
            </p>
          </div>
          <img
            src="/api/info/media/banners/people.svg"
            alt=""
            width={1600}
            height={420}
            className={styles.banner}
          />
        </div>
      </section>
      <section className={layout.sectionAlt} aria-labelledby="numbers-title">
        <div className={layout.container}>
          <h2 id="numbers-title" className={layout.sectionTitle}>
            Aspire in numbers
          </h2>
          <dl className={styles.stats}>
            <div>
              <dt>Alumni graduated</dt>
              <dd>15,000+</dd>
            </div>
            <div>
              <dt>Courses offered</dt>
              <dd>50+</dd>
            </div>
            <div>
              <dt>Trained faculties</dt>
              <dd>50+</dd>
            </div>
            <div>
              <dt>Years of service</dt>
              <dd>25+</dd>
            </div>
          </dl>
        </div>
      </section>
      <section className={layout.section} aria-labelledby="vision-title">
        <div className={`${layout.container} ${layout.split}`}>
          <div className={layout.prose}>
            <h2 id="vision-title" className={layout.sectionTitle}>
              Our vision
            </h2>
            <p className={layout.callout}>
              A generation of believers who are rooted in authentic knowledge, skilled in their professions
              and generous in the service of all people.
            </p>
          </div>
          <div className={layout.prose}>
            <h2 className={layout.sectionTitle}>Our mission</h2>
            <ul className={layout.list}>
              {MISSION.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>
    </>
  );
}
