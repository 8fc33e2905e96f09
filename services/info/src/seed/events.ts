import type { InfoEvent } from '@aspire/contracts/info';

const LEARN = 'https://learn.aspirecollege.in/recordings';

type EventSeed = Omit<InfoEvent, 'date' | 'past' | 'recordingUrl'> & {
  /** Days from the seed date to the first day; negative for events already held. */
  startsIn: number;
  days: number;
  recording?: string;
};

/**
 * Events of the college. Their dates are computed from the day the database is first seeded, so a
 * fresh site always has events to come and events held (at least four of each).
 */
const EVENTS: EventSeed[] = [
  {
    id: 'peace-expo-chennai',
    eventName: 'Peace Expo Chennai',
    location: 'Aspire Campus, Thousand Lights, Chennai',
    startsIn: 12,
    days: 2,
    time: { start: '10:00', end: '18:00' },
    image: '/api/info/media/events/peace-expo-chennai.svg',
    imageAlt: 'Poster of Peace Expo Chennai with lanterns and exhibition stalls',
    language: 'English and Tamil',
    offer: 'Free entry for families',
    description:
      'Two days of exhibition stalls, short talks and guided walks that introduce the teachings of Islam to neighbours of every faith. Students of the Bachelor of Islamic Studies host the stalls on the Qur’an, the life of the Prophet (peace be upon him) and Islamic contributions to science, and answer questions over tea.',
  },
  {
    id: 'open-day-bengaluru',
    eventName: 'Admissions Open Day, Bengaluru',
    location: 'Aspire Centre, Wilson Garden, Bengaluru',
    startsIn: 6,
    days: 1,
    time: { start: '09:30', end: '13:00' },
    image: '/api/info/media/events/open-day-bengaluru.svg',
    imageAlt: 'Illustration of a campus gate with a welcome banner',
    language: 'English and Urdu',
    offer: 'Application fee waived on the day',
    description:
      'Meet the heads of the Islamic Studies, Psychology and BBA departments, sit in on a sample lecture and walk through the admission steps with our counsellors. Parents are welcome; the session on scholarships starts at 11:30.',
  },
  {
    id: 'islamic-psychology-seminar',
    eventName: 'Seminar: Islamic Psychology and the Healing Heart',
    location: 'Online (live on the Aspire learning site)',
    startsIn: 20,
    days: 1,
    time: { start: '19:00', end: '20:30' },
    image: '/api/info/media/events/islamic-psychology-seminar.svg',
    imageAlt: 'Abstract heart and crescent illustration for the psychology seminar',
    language: 'English',
    offer: 'Certificate of participation',
    description:
      'Faculty of the B.Sc. Psychology programme discuss how classical scholars such as al-Balkhi wrote about the health of the soul, and how counsellors today bring those insights into practice with care and evidence.',
  },
  {
    id: 'arabic-immersion-weekend',
    eventName: 'Arabic Immersion Weekend',
    location: 'Aspire Campus, Thousand Lights, Chennai',
    startsIn: 34,
    days: 2,
    time: { start: '09:00', end: '16:30' },
    image: '/api/info/media/events/arabic-immersion-weekend.svg',
    imageAlt: 'Arabic calligraphy shapes on a geometric background',
    language: 'Arabic and English',
    offer: '20% off the Basic Arabic Diploma for participants',
    description:
      'A weekend spoken only in Arabic: conversation circles, a market role-play, poetry reading and a calligraphy corner. Suitable for learners who know the alphabet and want to speak with confidence.',
  },
  {
    id: 'zakah-clinic',
    eventName: 'Zakah Clinic before Ramadan',
    location: 'Online (live on the Aspire learning site)',
    startsIn: 45,
    days: 1,
    time: { start: '18:30', end: '20:00' },
    image: '/api/info/media/events/zakah-clinic.svg',
    imageAlt: 'Coins and a crescent drawn in gold lines',
    language: 'English and Tamil',
    offer: 'Free; questions answered live',
    description:
      'Bring your questions on gold, savings, shares and business stock. Our scholars explain how to calculate zakah step by step and take questions from families and small business owners.',
  },
  {
    id: 'graduation-day-2025',
    eventName: 'Graduation Day and Convocation',
    location: 'Kalaivanar Arangam, Chennai',
    startsIn: -18,
    days: 1,
    time: { start: '10:00', end: '13:30' },
    image: '/api/info/media/events/graduation-day-2025.svg',
    imageAlt: 'Graduation caps thrown in the air over a crescent arch',
    language: 'English',
    offer: 'Open to graduates and their families',
    description:
      'Graduates of the Bachelor and Master in Islamic Studies, B.Sc. Psychology and BBA programmes received their degrees in the presence of families, faculty and guests. The address by the Chairman is available as a recording.',
    recording: `${LEARN}/graduation-day-2025`,
  },
  {
    id: 'women-in-leadership-forum',
    eventName: 'Women in Leadership Forum',
    location: 'Aspire Centre, Wilson Garden, Bengaluru',
    startsIn: -32,
    days: 1,
    time: { start: '10:30', end: '15:00' },
    image: '/api/info/media/events/women-in-leadership-forum.svg',
    imageAlt: 'Three stylised figures in conversation beneath an arch',
    language: 'English',
    offer: 'Lunch included',
    description:
      'Alumnae who lead schools, clinics and businesses spoke about balancing faith, family and career, followed by mentoring tables for current students of the W Power community.',
    recording: `${LEARN}/women-in-leadership-forum`,
  },
  {
    id: 'seerah-quiz-championship',
    eventName: 'Inter-school Seerah Quiz Championship',
    location: 'Aspire Campus, Thousand Lights, Chennai',
    startsIn: -55,
    days: 1,
    time: { start: '09:00', end: '14:00' },
    image: '/api/info/media/events/seerah-quiz-championship.svg',
    imageAlt: 'Quiz buzzers and a trophy on a patterned background',
    language: 'English and Tamil',
    offer: 'Prizes for the top three teams',
    description:
      'Twenty-four schools from Chennai and Vellore competed in four rounds on the life of the Prophet (peace be upon him). The final round was streamed, and the recording is a good revision aid for students.',
    recording: `${LEARN}/seerah-quiz-championship`,
  },
  {
    id: 'bba-entrepreneurship-bootcamp',
    eventName: 'Halal Entrepreneurship Bootcamp',
    location: 'Online (live on the Aspire learning site)',
    startsIn: -80,
    days: 3,
    time: { start: '17:00', end: '19:00' },
    image: '/api/info/media/events/bba-entrepreneurship-bootcamp.svg',
    imageAlt: 'Rising bar chart and a lightbulb in geometric style',
    language: 'English',
    offer: 'Free for BBA applicants',
    description:
      'Three evenings on building an ethical business: from a halal business model and fair pricing to bookkeeping and interest-free finance, with a pitch session judged by local founders.',
    recording: `${LEARN}/halal-entrepreneurship-bootcamp`,
  },
];

/** The day in India as YYYY-MM-DD, so "upcoming" and "past" follow the college's calendar. */
export function indiaDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

function addDays(day: string, days: number) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The events as stored on first seed, dated relative to `now`. */
export function eventDocuments(now: Date) {
  const today = indiaDay(now);
  return EVENTS.map(({ startsIn, days, recording, ...event }, order) => {
    const start = addDays(today, startsIn);
    return {
      ...event,
      order,
      date: { start, end: addDays(start, days - 1) },
      ...(recording ? { recordingUrl: recording } : {}),
    };
  });
}
