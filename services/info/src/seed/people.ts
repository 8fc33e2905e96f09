import type { AlumniStory, Faculty, Leader, Testimonial, TestimonialImage } from '@aspire/contracts/info';

const media = (path: string) => `/api/info/media/${path}.svg`;

export const ALUMNI: AlumniStory[] = [
  {
    id: 'ayesha-siddiqa',
    name: 'Ayesha Siddiqa: from student to school counsellor',
    description:
      'Ayesha joined the B.Sc. Psychology programme after her children started school. Today she is the counsellor of a large girls’ school in Chennai, where she runs a peer-support programme and a weekly parents’ circle. She credits her teachers for showing her how faith and evidence-based practice can work together, and she still returns to campus every year to speak to first-year students about resilience.',
  },
  {
    id: 'mohammed-farhan',
    name: 'Mohammed Farhan: teaching Arabic online',
    description:
      'After completing the Advance Arabic Diploma, Farhan began tutoring two neighbours’ children. Four years later he teaches more than sixty learners online across India and the Gulf, using the methods he learned at Aspire: short daily practice, reading aloud and grammar taught through the Qur’an.',
  },
  {
    id: 'sumaiya-banu',
    name: 'Sumaiya Banu: researching Islamic finance',
    description:
      'Sumaiya’s final-year BBA project on interest-free microfinance for women weavers in Ambur won a university prize. She went on to a master’s degree in Islamic finance and now works with a cooperative that has funded over two hundred small looms without interest, helping families keep their trade and their dignity.',
  },
  {
    id: 'abdul-rahman',
    name: 'Abdul Rahman: imam and community builder',
    description:
      'A graduate of the Bachelor of Islamic Studies, Abdul Rahman leads prayers at a mosque in Tiruchirappalli and started an evening study circle for young professionals. He says the course taught him to explain rulings with patience and to listen to questions before answering them.',
  },
  {
    id: 'fathima-nazreen',
    name: 'Fathima Nazreen: returning to study at forty',
    description:
      'Fathima left college at nineteen to care for her family. Twenty years later a scholarship from the Aspire Trust let her enrol in the Bachelor of Islamic Studies. She graduated with distinction alongside students half her age, and now teaches the Qur’an to women in her neighbourhood, several of whom have since enrolled in diploma courses of their own.',
  },
  {
    id: 'irfan-basha',
    name: 'Irfan Basha: founder of an ethical start-up',
    description:
      'Irfan built the first version of his halal food-delivery platform during the BBA entrepreneurship module. It now employs thirty people in Bengaluru.',
  },
  {
    id: 'zainab-khan',
    name: 'Zainab Khan: clinical psychologist in training',
    description:
      'Zainab completed her B.Sc. Psychology at Aspire and was admitted to a competitive master’s programme in clinical psychology. During her placement at a government hospital she noticed that many patients described their distress in spiritual terms, and she is now researching how culturally sensitive counselling can reduce drop-out from therapy among Muslim women in South India.',
  },
  {
    id: 'yusuf-ali',
    name: 'Yusuf Ali: translator of classical texts',
    description:
      'Yusuf studied in the Master in Islamic Studies programme and now translates classical Arabic works into Tamil and English for a publishing house in Chennai. His first translation, a short treatise on good manners, has been adopted by several madrasas.',
  },
  {
    id: 'hajira-begum',
    name: 'Hajira Begum: running a Salam Centre',
    description:
      'Hajira opened an Aspire Salam Centre in her home town of Vaniyambadi with two laptops and a borrowed classroom. Three years on, the centre has helped more than one hundred and fifty learners complete online diplomas, and she coordinates a team of four volunteers who support students with their assignments and exam preparation.',
  },
  {
    id: 'shahul-hameed',
    name: 'Shahul Hameed: from PUC to university topper',
    description:
      'Shahul completed his PUC at Aspire after a difficult year elsewhere. With his mentors’ support he topped his university in the BBA examinations and now works as a financial analyst.',
  },
  {
    id: 'rukhsana-parveen',
    name: 'Rukhsana Parveen: writer and educator',
    description:
      'Rukhsana’s columns on family life, first written for the Aspire magazine, are now published weekly by a Tamil newspaper. A graduate of the Diploma in Islamic Psychology, she also trains madrasa teachers in recognising signs of anxiety and learning difficulties in children, and has written a handbook that the Aspire Trust distributes free of charge.',
  },
].map((story) => ({ ...story, imageUrl: media(`alumni/${story.id}`) }));

export const TESTIMONIALS: Testimonial[] = [
  {
    id: 'nusrat-jahan',
    name: 'Nusrat Jahan',
    qualification: 'B.Sc. Psychology, 2023',
    comment:
      'The teachers knew every student by name. I learned research methods and counselling skills, and I also learned to understand my own heart.',
    date: '2023-06-14',
  },
  {
    id: 'syed-ameen',
    name: 'Syed Ameen',
    qualification: 'Bachelor of Islamic Studies, 2022',
    comment:
      'Studying the classical texts with scholars who are also warm mentors changed how I read and how I teach. I recommend Aspire to every serious student.',
    date: '2022-11-03',
  },
  {
    id: 'farzana-yasmin',
    name: 'Farzana Yasmin',
    qualification: 'Basic Arabic Diploma, 2023',
    comment:
      'I studied online after my children slept. The recorded lessons and patient teachers meant I could finally read the Qur’an with understanding.',
    date: '2023-03-21',
  },
  {
    id: 'mohammed-ilyas',
    name: 'Mohammed Ilyas',
    qualification: 'BBA, 2023',
    comment:
      'The business ethics and Islamic finance modules made me stand out in interviews. My internship became a full-time job before I graduated.',
    date: '2023-07-30',
  },
  {
    id: 'sameera-fathima',
    name: 'Sameera Fathima',
    qualification: 'Master in Islamic Studies, 2022',
    comment:
      'A scholarship from the Trust made my master’s possible. The faculty guided my dissertation with great care and honesty.',
    date: '2022-09-12',
  },
  {
    id: 'abdul-kareem',
    name: 'Abdul Kareem',
    qualification: 'Diploma in Islamic Psychology, 2023',
    comment:
      'As a teacher, this diploma gave me practical tools to support anxious students while staying true to our values.',
    date: '2023-01-18',
  },
].map((t) => ({ ...t, image: media(`testimonials/${t.id}`) }));

const TESTIMONIAL_IMAGE_ALTS = [
  'Graduates of 2023 holding their certificates on the campus steps',
  'A handwritten thank-you card from a diploma student',
  'Psychology students with their faculty after the final presentation',
  'An online learner’s message of thanks shown on a tablet',
  'BBA students celebrating their internship offers',
  'Parents and students at the annual feedback meeting',
  'A letter of appreciation from a Salam Centre coordinator',
  'Arabic diploma graduates with their teacher',
  'Master in Islamic Studies graduates after their viva',
  'A scholarship recipient receiving her award',
  'Women’s wing members after a W Power session',
  'PUC students with their class mentor',
  'Alumni reunion dinner in Bengaluru',
];

export const TESTIMONIAL_IMAGES: TestimonialImage[] = TESTIMONIAL_IMAGE_ALTS.map((alt, i) => {
  const id = `wall-${String(i + 1).padStart(2, '0')}`;
  return { id, alt, image: media(`testimonial-wall/${id}`) };
});

export const FACULTY: Faculty[] = [
  [
    'dr-abdul-hakeem',
    'Dr. Abdul Hakeem Nadwi',
    'Principal and Professor',
    'Islamic Studies',
    ['Ph.D. in Islamic Studies, University of Madras', 'Alimiyyah, Nadwatul Ulama, Lucknow'],
    '28 years',
    'Teaches usul al-fiqh and supervises master’s dissertations; author of two books on Islamic education.',
  ],
  [
    'dr-safiya-rahman',
    'Dr. Safiya Rahman',
    'Head of Department',
    'Psychology',
    ['Ph.D. in Psychology, University of Madras', 'M.Phil. Clinical Psychology'],
    '16 years',
    'Licensed clinical psychologist who leads the counselling placements and the Islamic psychology reading group.',
  ],
  [
    'ustadh-imran-qureshi',
    'Ustadh Imran Qureshi',
    'Senior Lecturer',
    'Arabic',
    ['M.A. Arabic, Jamia Millia Islamia', 'Diploma in Teaching Arabic to Non-Native Speakers'],
    '14 years',
    'Designs the Arabic diplomas and leads the spoken-Arabic immersion weekends.',
  ],
  [
    'dr-fathima-zohra',
    'Dr. Fathima Zohra',
    'Associate Professor',
    'Islamic Studies',
    ['Ph.D. in Hadith Studies', 'M.A. Islamic Studies, Aligarh Muslim University'],
    '12 years',
    'Teaches hadith sciences and coordinates the women’s programmes and the W Power community.',
  ],
  [
    'prof-rahul-menon',
    'Prof. Rahul Menon',
    'Head of Department',
    'Business Administration',
    ['MBA, Anna University', 'M.Com., University of Madras'],
    '19 years',
    'Former banker who teaches financial management and mentors the entrepreneurship bootcamp.',
  ],
  [
    'dr-mohammed-yaseen',
    'Dr. Mohammed Yaseen',
    'Assistant Professor',
    'Business Administration',
    ['Ph.D. in Islamic Banking and Finance', 'M.B.A. Finance'],
    '9 years',
    'Teaches Islamic finance, business ethics and accounting.',
  ],
  [
    'ms-nazia-sultana',
    'Ms. Nazia Sultana',
    'Assistant Professor',
    'Psychology',
    ['M.Sc. Counselling Psychology', 'Certificate in Child and Adolescent Mental Health'],
    '8 years',
    'Teaches developmental psychology and runs the student wellbeing desk.',
  ],
  [
    'mufti-ismail-kasimi',
    'Mufti Ismail Kasimi',
    'Senior Lecturer',
    'Islamic Studies',
    ['Ifta, Darul Uloom Deoband', 'Alimiyyah, Jamia Darussalam, Umarabad'],
    '22 years',
    'Leads the free online fatwa service and teaches fiqh of worship and inheritance.',
  ],
  [
    'ustadha-maryam-siddiqui',
    'Ustadha Maryam Siddiqui',
    'Lecturer',
    'Arabic',
    ['B.A. Arabic Language, Islamic University of Madinah'],
    '7 years',
    'Teaches Arabic grammar and morphology in the basic and intermediate diplomas.',
  ],
  [
    'dr-kavitha-raman',
    'Dr. Kavitha Raman',
    'Associate Professor',
    'Psychology',
    ['Ph.D. in Psychology, Bharathiar University', 'M.Sc. Applied Psychology'],
    '15 years',
    'Teaches research methods and statistics and guides undergraduate research projects.',
  ],
  [
    'mr-syed-tanveer',
    'Mr. Syed Tanveer',
    'Lecturer',
    'PUC',
    ['M.Sc. Mathematics, Bangalore University', 'B.Ed.'],
    '11 years',
    'Teaches mathematics and statistics to PUC students and coordinates the PUC programme.',
  ],
  [
    'ms-ayesha-farooqui',
    'Ms. Ayesha Farooqui',
    'Lecturer',
    'Business Administration',
    ['M.B.A. Marketing, Christ University', 'B.B.A.'],
    '6 years',
    'Teaches marketing and communication and runs the student enterprise club.',
  ],
  [
    'maulana-abdul-qadir',
    'Maulana Abdul Qadir Umari',
    'Lecturer',
    'Islamic Studies',
    ['Alimiyyah, Jamia Darussalam, Umarabad', 'M.A. Islamic History, University of Madras'],
    '18 years',
    'Teaches seerah and Islamic history, including the course on the Khulafa Rashideen.',
  ],
  [
    'dr-huma-parveen',
    'Dr. Huma Parveen',
    'Assistant Professor',
    'Islamic Psychology',
    ['Ph.D. in Psychology', 'Diploma in Islamic Studies'],
    '10 years',
    'Coordinates the Diploma in Islamic Psychology and the myth-busting lecture series.',
  ],
].map(([id, name, designation, department, qualifications, experience, about]) => ({
  id: id as string,
  name: name as string,
  designation: designation as string,
  department: department as string,
  qualifications: qualifications as string[],
  experience: experience as string,
  about: about as string,
  image: media(`faculty/${id as string}`),
}));

export const LEADERS: Leader[] = [
  {
    id: 'chairman',
    role: 'chairman',
    name: 'Janab M. Abdul Lateef',
    title: 'Chairman, Aspire College & Trust',
    image: media('leadership/chairman'),
    message: [
      'Assalamu alaikum. When a small group of us founded the Aspire Trust more than twenty-five years ago, our hope was simple: that young men and women in Tamil Nadu and Karnataka could study their faith deeply without giving up a recognised degree and a good career.',
      'Since then more than fifteen thousand students have graduated from our programmes on campus and online. They teach, counsel, build businesses and serve their neighbourhoods. Each of them carries something of the character our teachers try to pass on: sincerity, good manners and a love of learning.',
      'Our work is far from finished. We are widening scholarships for women and orphans, opening Salam Centres in smaller towns and bringing our teaching online for those who cannot travel. I invite you to join us as a student, a parent, a volunteer or a supporter, and I pray that Allah accepts our efforts and yours.',
    ],
  },
  {
    id: 'managing-trustee',
    role: 'managing-trustee',
    name: 'Dr. Shaheen Akhtar',
    title: 'Managing Trustee and Secretary',
    image: media('leadership/managing-trustee'),
    message: [
      'As Managing Trustee and Secretary, I oversee the day-to-day work of the Trust: our campuses, our staff and the programmes that serve our community.',
      'My priority is quality with compassion. Every new course is reviewed by scholars and subject experts, and every student who struggles is offered a mentor. We publish our scholarship criteria openly and verify every application with care, so that support reaches those who need it most.',
    ],
  },
  {
    id: 'treasurer',
    role: 'treasurer',
    name: 'Janab K. Mohamed Ismail',
    title: 'Treasurer',
    image: media('leadership/treasurer'),
    message: [
      'The Trust is funded by fees, by the generosity of donors and by the zakah and sadaqah of our community. As Treasurer, I make sure every rupee is accounted for and spent on its purpose.',
      'Our accounts are audited every year, zakah funds are kept separate and spent only on eligible students, and we never borrow on interest. Donors may ask for a report on how their contribution was used at any time.',
    ],
  },
];
