import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { useQuery } from '@tanstack/react-query';
import layout from '../../components/layout.module.css';
import { PageHero } from '../../components/page-hero.tsx';
import { webinarsQuery } from './queries.ts';
import { WebinarCard } from './webinar-card.tsx';

const BLOCKS = [
  {
    title: 'Our mission',
    text: 'To help Muslim women grow in knowledge, faith and confidence, and to use their talents for their families and for society, through learning, mentoring and sisterhood.',
  },
  {
    title: 'Our vision',
    text: 'A community of women who are grounded in the Qur’an and Sunnah, skilled in their fields, healthy in body and mind, and leaders in their homes and neighbourhoods.',
  },
  {
    title: 'Our journey',
    text: 'W Power began as a small circle of Aspire alumnae meeting once a month after Jumu’ah. During the pandemic the circle moved online and grew to women in six countries. Today it runs monthly webinars, mentoring pairs for students and alumnae, and local study circles in Chennai and Bengaluru.',
  },
  {
    title: 'Our community',
    text: 'Members include students, homemakers, teachers, doctors, counsellors and entrepreneurs. Everyone is welcome to the webinars; students and alumnae of Aspire may also join a mentoring pair or a study circle near them.',
  },
];

/** /w-power: the women's community: mission, vision, journey, community and past webinars. */
export function WPowerPage() {
  usePageMeta({
    title: 'W Power',
    description:
      'W Power, the women’s community of Aspire: mission, vision, journey and recordings of past webinars.',
  });
  const webinars = useQuery(webinarsQuery());
  return (
    <>
      <PageHero
        title="W Power"
        eyebrow="Aspire women’s community"
        banner="w-power"
        intro="Learning, mentoring and sisterhood for women: monthly webinars, study circles and mentoring across generations."
      />
      <section className={layout.section} aria-label="About W Power">
        <div className={`${layout.container} ${layout.grid}`}>
          {BLOCKS.map((block) => (
            <article key={block.title} className={layout.card}>
              <div className={layout.cardBody}>
                <h2>{block.title}</h2>
                <p>{block.text}</p>
              </div>
            </article>
          ))}
        </div>
      </section>
      <section className={layout.sectionAlt} aria-labelledby="webinars-title">
        <div className={layout.container}>
          <h2 id="webinars-title" className={layout.sectionTitle}>
            Past events
          </h2>
          <p className={layout.lead}>Recordings of our webinars are on the Aspire learning site.</p>
          <Resource query={webinars} what="the past events">
            {(list) => (
              <div className={layout.grid}>
                {list.map((w) => (
                  <WebinarCard key={w.id} webinar={w} />
                ))}
              </div>
            )}
          </Resource>
        </div>
      </section>
    </>
  );
}
