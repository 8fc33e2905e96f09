import type { Community, Webinar } from '@aspire/contracts/info';

export const COMMUNITY: Community[] = [
  {
    id: 'free-online-fatwa-service',
    title: 'Free online fatwa service',
    summary:
      'Questions on worship, family and money answered by qualified muftis, free of charge and in confidence.',
    imageAlt: 'A question mark inside an eight-pointed star',
    body: [
      'Many people have questions about prayer, fasting, zakah, marriage or business but do not know whom to ask. Our free online fatwa service lets anyone send a question in English, Tamil or Urdu through the learning site and receive a written answer, usually within a week.',
      'Every answer is prepared by a mufti of the Islamic Studies department and reviewed by a second scholar before it is sent. Questions stay confidential; with the asker’s permission, some answers are shared without names so that others benefit.',
      'The service does not replace a local scholar for disputes that need both sides to be heard, and urgent matters of health or safety should go to the proper authorities first. For everything else, we are glad to help.',
    ],
  },
  {
    id: 'free-workshops',
    title: 'Free workshops',
    summary: 'Weekend workshops on parenting, marriage, stress and study skills, open to everyone.',
    imageAlt: 'Chairs arranged in a circle around a whiteboard',
    body: [
      'Once a month, our faculty run free workshops at the Chennai and Bengaluru centres and online. Recent topics include raising teenagers in a digital world, preparing for marriage, managing exam stress and starting a small business the halal way.',
      'Workshops are practical: short talks, group exercises and time for questions. Psychology faculty bring evidence-based techniques, and Islamic Studies faculty show how the Qur’an and Sunnah speak to the same concerns.',
      'Dates are announced on the Events page. Seats at the centres are limited, so please register early; online sessions are open to all.',
    ],
  },
  {
    id: 'neighbour-events',
    title: 'Neighbour events',
    summary: 'Open evenings, shared meals and Peace Expo: getting to know the people who live around us.',
    imageAlt: 'Houses along a street joined by a string of lanterns',
    body: [
      'The Prophet (peace be upon him) taught that good treatment of neighbours is part of faith. Every few months we invite the residents of the streets around our campuses, of every faith and none, for an open evening with food, a tour and an informal talk.',
      'Our largest neighbour event is Peace Expo, where students host exhibition stalls on the teachings of Islam, its history and its contributions to science and culture. Visitors are welcome to ask any question, and many return the next year with friends.',
      'Neighbours have also joined our students in relief work during the floods and in blood donation camps. These friendships are among the things we value most.',
    ],
  },
  {
    id: 'myth-busting-series',
    title: 'Myth-busting series',
    summary:
      'Short talks and articles that answer common misunderstandings about Islam with facts and courtesy.',
    imageAlt: 'A magnifying glass over an open book',
    body: [
      'Misunderstandings about Islam spread quickly, and they hurt both Muslims and their neighbours. Our myth-busting series takes one common claim at a time, on women’s rights, jihad, the veil, or Islam and science, and answers it with sources, context and courtesy.',
      'Each topic is presented as a twenty-minute talk followed by open questions, and as a short article on the blog. The series is prepared by faculty of Islamic Studies and Islamic Psychology and reviewed for accuracy and tone.',
      'Schools, colleges and community groups may invite us to present a session. There is no charge; write to us through the contact form.',
    ],
  },
  {
    id: 'salam-centres',
    title: 'Aspire Salam Centres',
    summary:
      'Local study centres in smaller towns where learners follow Aspire’s online programmes with support.',
    imageAlt: 'A small building with a crescent above the door and a laptop inside',
    body: [
      'Not everyone can travel to Chennai or Bengaluru. Aspire Salam Centres bring our online diplomas and degree support to smaller towns through local partners who provide a room, computers and a coordinator.',
      'Learners at a Salam Centre attend the same live classes as our online students, and the coordinator helps them with logins, assignments and exam registration. Centres also host local workshops and Peace Expo stalls.',
      'If you would like to open a centre in your town, read about the Salam Centre franchise.',
    ],
  },
  {
    id: 'w-power-community',
    title: 'W Power women’s community',
    summary: 'A community of women learners and alumnae who learn, mentor and lead together.',
    imageAlt: 'Three interlocking circles in warm colours',
    body: [
      'W Power is Aspire’s community for women. Through monthly webinars, mentoring pairs and small study circles, women support one another in study, work and family life.',
      'Sessions cover faith, health, careers and wellbeing, and are led by faculty, alumnae and invited experts. All past webinars are available as recordings.',
    ],
  },
].map((c) => ({ ...c, image: `/api/info/media/community/${c.id}.svg` }));

const LEARN = 'https://learn.aspirecollege.in/webinars';

/** Past W Power webinars, with their recordings on the learning site. */
export const WEBINARS: Webinar[] = [
  [
    'balanced-living-in-islam',
    'Balanced Living in Islam',
    'Dr. Fathima Zohra',
    'How the Sunnah teaches moderation in worship, work, food and rest.',
  ],
  [
    'managing-stress-and-work-life-balance',
    'Managing Stress and Work-Life Balance',
    'Dr. Safiya Rahman',
    'Practical tools for women juggling careers, studies and families.',
  ],
  [
    'psychology-under-the-lens-of-islam',
    'Psychology under the Lens of Islam',
    'Dr. Huma Parveen',
    'What classical scholars wrote about the soul, and how it meets modern psychology.',
  ],
  [
    'diabesity',
    'Diabesity',
    'Dr. Rizwana Ahmed (guest)',
    'Diabetes and obesity in South Indian families: prevention through food, movement and habit.',
  ],
  [
    'mobile-phone-addiction',
    'Mobile Phone Addiction',
    'Ms. Nazia Sultana',
    'Recognising compulsive phone use in ourselves and our children, and building healthier routines.',
  ],
  [
    'art-of-forgiveness',
    'Art of Forgiveness',
    'Ustadha Maryam Siddiqui',
    'Letting go of grudges for the sake of Allah and for our own peace of mind.',
  ],
  [
    'happy-muslim-behind-the-scenes',
    'Happy Muslim Behind the Scenes',
    'Dr. Shaheen Akhtar',
    'Gratitude, contentment and the quiet habits that make a joyful believer.',
  ],
].map(([id, title, speaker, summary]) => ({
  id: id!,
  title: title!,
  speaker: speaker!,
  summary: summary!,
  recordingUrl: `${LEARN}/${id}`,
}));
