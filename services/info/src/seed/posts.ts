import type { Post } from '@aspire/contracts/info';

type PostSeed = Omit<Post, 'publishedAt'> & { daysAgo: number; hour: number };

const POSTS: PostSeed[] = [
  {
    id: 'why-study-islamic-psychology',
    kind: 'blog',
    title: 'Why study psychology through an Islamic lens?',
    author: 'Dr. Safiya Rahman',
    daysAgo: 3,
    hour: 9,
    image: '/api/info/media/posts/why-study-islamic-psychology.svg',
    imageAlt: 'A calm figure seated beneath a geometric arch',
    summary:
      'Modern psychology and the classical scholars ask many of the same questions about the human heart. Here is what happens when students learn both.',
    body: [
      'Every year, students ask us whether a psychology degree and a faith-based college belong together. Our answer begins with history. Long before the word psychology existed, scholars such as Abu Zayd al-Balkhi wrote about anxiety, sadness and obsessive thoughts, and recommended both spiritual and practical remedies. They treated the health of the soul and the health of the body as partners.',
      'Our B.Sc. Psychology students follow the full university syllabus: research methods, developmental and abnormal psychology, statistics and counselling skills. Alongside it, they read classical texts on the nafs, the qalb and the aql, and discuss where those ideas meet modern findings and where they differ. The aim is not to replace evidence with tradition, but to help graduates understand clients whose faith shapes how they experience distress.',
      'That matters in practice. A counsellor who understands why a client finds comfort in dhikr, or feels guilt after missing prayers, can build trust faster and offer advice that fits the client’s life. Many of our graduates now work in schools, hospitals and community helplines where this understanding is in short supply.',
      'If you are curious, join one of our free online seminars or speak to our admissions team. We are happy to share the syllabus and to put you in touch with current students.',
    ],
  },
  {
    id: 'learning-arabic-as-an-adult',
    kind: 'blog',
    title: 'Learning Arabic as an adult: five habits that work',
    author: 'Ustadh Imran Qureshi',
    daysAgo: 11,
    hour: 15,
    image: '/api/info/media/posts/learning-arabic-as-an-adult.svg',
    imageAlt: 'Arabic letters arranged in a circular pattern',
    summary:
      'Busy with work and family? These five small habits help our diploma students keep going when the grammar gets hard.',
    body: [
      'Most learners in our Arabic diplomas are adults with jobs, children and long commutes. They do not have hours every day, yet many finish the Advance Arabic Diploma reading classical texts with confidence. Over the years we have noticed what the successful ones have in common.',
      'First, they study a little every day rather than a lot once a week: fifteen minutes of vocabulary on the bus beats a tired two-hour session on Sunday. Second, they read aloud. Hearing your own voice fixes the patterns of the language in memory far better than silent reading. Third, they learn words in phrases, not lists: kataba ar-risalah, not kataba on its own.',
      'Fourth, they connect the language to what they already love. Students who memorise a short surah and then study its grammar find the rules suddenly make sense. Fifth, and most important, they ask questions. Our teachers hold open office hours online every week, and the learners who use them progress fastest.',
      'None of these habits needs talent, only consistency. If you have been putting Arabic off, the Basic Arabic Diploma is a gentle place to start.',
    ],
  },
  {
    id: 'balancing-deen-and-degree',
    kind: 'blog',
    title: 'Balancing deen and degree: a student’s week',
    author: 'Mariam Begum, BBA final year',
    daysAgo: 24,
    hour: 11,
    image: '/api/info/media/posts/balancing-deen-and-degree.svg',
    imageAlt: 'A weekly planner drawn with crescents and books',
    summary:
      'A final-year BBA student describes how she plans her classes, prayers, internship and family time, and what she would tell her first-year self.',
    body: [
      'When I joined the BBA programme I thought I would have to choose between doing well in my degree and keeping up with my Qur’an classes. Three years later, I have learned that the two support each other, as long as the week is planned honestly.',
      'My week is built around the five prayers. Classes at Aspire pause for Dhuhr, so that part is easy, but I also use the prayer times as natural breaks when I study at home: one subject between Asr and Maghrib, revision after Isha. It sounds rigid, but it stops me from scrolling for an hour and calling it rest.',
      'In my final year I also intern three afternoons a week at a small export company. My manager knows that I leave for Jumu’ah and that I do not work on accounts involving interest, and she has been completely supportive. Being clear early saved a lot of awkward conversations.',
      'My advice to a first-year student: write your week down, include sleep and family, and ask the faculty for help before you fall behind. They really do answer.',
    ],
  },
  {
    id: 'bba-programme-launch-bengaluru',
    kind: 'news',
    title: 'BBA programme now offered at our Bengaluru centre',
    author: 'Aspire Admissions Office',
    daysAgo: 2,
    hour: 10,
    image: '/api/info/media/posts/bba-programme-launch-bengaluru.svg',
    imageAlt: 'Bengaluru skyline drawn in lines with a graduation cap',
    summary:
      'From the coming academic year, the Bachelor of Business Administration will run on campus in Bengaluru as well as in Chennai.',
    body: [
      'Aspire College & Trust is pleased to announce that the three-year Bachelor of Business Administration will be taught on campus at our Wilson Garden centre in Bengaluru from the coming academic year, in addition to Chennai.',
      'The programme follows the same six-semester university syllabus, with additional modules on Islamic finance, business ethics and entrepreneurship. Classes are scheduled so that students can attend Jumu’ah, and the centre has separate study areas for women.',
      'Applications are open now through the admission form on this website. Counsellors are available at the Bengaluru centre from Monday to Saturday, and scholarships are available for students in financial need.',
    ],
  },
  {
    id: 'library-extension-opens',
    kind: 'news',
    title: 'New library wing opens with 4,000 titles',
    author: 'Campus News Desk',
    daysAgo: 9,
    hour: 16,
    image: '/api/info/media/posts/library-extension-opens.svg',
    imageAlt: 'Bookshelves beneath a row of arches',
    summary:
      'The Chennai campus library has doubled its reading space, with new collections in Islamic sciences, psychology and Arabic literature.',
    body: [
      'The new library wing on the Chennai campus opened its doors to students this month. The extension doubles the reading space and adds around 4,000 titles, including classical works of tafsir and fiqh, recent research in psychology and a growing shelf of Arabic novels for diploma students.',
      'A quiet reading room for women, eight group-study rooms and a digital corner with access to online journals are also part of the wing. The library is open from 8 am to 8 pm on weekdays and until 5 pm on Saturdays.',
      'The wing was funded by donors of the Aspire Trust, to whom the college is deeply grateful. Alumni may register for reading access at the front desk with their graduation certificate.',
    ],
  },
  {
    id: 'students-volunteer-flood-relief',
    kind: 'news',
    title: 'Students volunteer in flood relief across north Chennai',
    author: 'Campus News Desk',
    daysAgo: 38,
    hour: 13,
    image: '/api/info/media/posts/students-volunteer-flood-relief.svg',
    imageAlt: 'Hands passing a relief package beneath rain clouds',
    summary:
      'More than 120 students and staff packed and delivered relief kits to families affected by the heavy rains.',
    body: [
      'After heavy rains flooded several neighbourhoods in north Chennai, more than 120 students and staff of Aspire College volunteered over two weekends to pack and deliver relief kits of rice, lentils, oil, blankets and medicines.',
      'Working with local mosques, temples and residents’ associations, the volunteers reached around 900 families, regardless of faith. Psychology students also set up a small listening desk for those who wanted to talk about the loss of homes and belongings.',
      'The college thanks everyone who donated and volunteered. Service to neighbours is part of what we teach, and our students showed it in the most practical way.',
    ],
  },
];

/** The posts as stored on first seed, dated relative to `now`. */
export function postDocuments(now: Date) {
  return POSTS.map(({ daysAgo, hour, ...post }, order) => {
    const date = new Date(now);
    date.setUTCDate(date.getUTCDate() - daysAgo);
    date.setUTCHours(hour - 5, 30, 0, 0);
    return { ...post, order, publishedAt: date.toISOString() };
  });
}
