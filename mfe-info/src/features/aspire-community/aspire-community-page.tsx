import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Link } from 'react-router-dom';
import layout from '../../components/layout.module.css';
import { PageHero } from '../../components/page-hero.tsx';

const SECTIONS = [
  {
    id: 'free-online-fatwa-service',
    title: 'Free online fatwa service',
    text: [
      'Questions about prayer, fasting, zakah, marriage, inheritance or business can be sent to our muftis through the learning site, in English, Tamil or Urdu. Each answer is written by a qualified scholar and checked by a second before it is sent, usually within a week.',
      'The service is free and confidential. It has answered thousands of questions from across India and the Gulf.',
    ],
  },
  {
    id: 'free-workshops',
    title: 'Free workshops',
    text: [
      'Every month our faculty hold free workshops for the public at the Chennai and Bengaluru centres and online: parenting teenagers, preparing for marriage, managing stress, study skills for exams and starting a halal business.',
      'Each workshop joins practical, evidence-based advice with guidance from the Qur’an and Sunnah, and leaves plenty of time for questions.',
    ],
  },
  {
    id: 'neighbour-events',
    title: 'Neighbour events',
    text: [
      'Good treatment of neighbours is part of faith. We invite the residents around our campuses, of every faith, to open evenings, shared meals and our annual Peace Expo, where students host stalls on Islamic teachings, history and science.',
      'Neighbours have joined our students in flood relief and blood donation camps, and many return every year.',
    ],
  },
  {
    id: 'myth-busting-series',
    title: 'Myth-busting series',
    text: [
      'Common misunderstandings about Islam, on women’s rights, jihad, the veil or faith and science, are answered one at a time in short talks and articles, with sources, context and courtesy.',
      'Schools, colleges and community groups may invite a session free of charge.',
    ],
  },
];

/** /aspirecommunity: Aspire in the Community. */
export function AspireCommunityPage() {
  usePageMeta({
    title: 'Aspire in the Community',
    description:
      'Free online fatwa service, free workshops, neighbour events and the myth-busting series of Aspire College & Trust.',
  });
  return (
    <>
      <PageHero
        title="Aspire in the Community"
        eyebrow="Knowledge that serves"
        banner="community"
        intro="Aspire was founded to serve, not only to teach. Four programmes bring our scholars and students to the people around us, free of charge."
      />
      {SECTIONS.map((section, i) => (
        <section
          key={section.id}
          className={i % 2 ? layout.sectionAlt : layout.section}
          aria-labelledby={`${section.id}-title`}
        >
          <div className={`${layout.container} ${layout.split}`}>
            <div className={layout.prose}>
              <h2 id={`${section.id}-title`} className={layout.sectionTitle}>
                {section.title}
              </h2>
              {section.text.map((p) => (
                <p key={p.slice(0, 30)}>{p}</p>
              ))}
              <Link to={`/community/${section.id}`}>More about the {section.title.toLowerCase()}</Link>
            </div>
            <img
              src={`/api/info/media/community/${section.id}.svg`}
              alt=""
              width={600}
              height={400}
              loading={i > 0 ? 'lazy' : 'eager'}
              style={{ borderRadius: 'var(--radius)', width: '100%', height: 'auto' }}
            />
          </div>
        </section>
      ))}
    </>
  );
}
