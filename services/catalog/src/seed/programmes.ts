/**
 * The college's programmes: the content behind the 18 courses of the catalogue. Online courses reuse the
 * content of their on-campus twin (see courses.ts). All text is the college's own.
 */

export type Person = { name: string; qualification: string; comment: string; date: string };
export type Teacher = { name: string; degree: string[]; experience: string; about: string };

export type Programme = {
  title: string;
  desc: string;
  duration: string;
  feature?: string;
  certificateDesc: string;
  programFee: string[];
  values: { heading: string; desc: string }[];
  curriculum: { title: string; desc: string; learningUnits: string[] }[];
  faculties: [Teacher, Teacher];
  reviews: Person[];
};

export const BIS: Programme = {
  title: 'Bachelor of Islamic Studies',
  desc: 'A three-year undergraduate programme that builds a sound, text-based understanding of the Quran, Hadith, Fiqh and Aqeedah alongside Arabic, Islamic history and contemporary issues. Students learn to read classical sources, reason carefully and serve their communities with knowledge and good character.',
  duration: '36 months',
  certificateDesc:
    'Graduates receive the Bachelor of Islamic Studies certificate of Aspire College, listing the six semesters completed, the Arabic level reached and the final project title.',
  programFee: [
    'Six semesters of guided study with weekly tutorials in small groups',
    'Arabic taught from the first semester so that classical texts open up by the second year',
    'A supervised community project in the final year',
    'Scholarships and instalment plans for students with financial need',
    'Library, reading room and recorded lectures available throughout the programme',
  ],
  values: [
    {
      heading: 'Authentic sources',
      desc: 'Every subject is taught from the Quran, the Sunnah and the works of recognised scholars.',
    },
    {
      heading: 'Arabic fluency',
      desc: 'Reading, grammar and comprehension grow each semester until students read texts unaided.',
    },
    {
      heading: 'Character and service',
      desc: 'Mentoring, adab sessions and community work shape how knowledge is lived.',
    },
    {
      heading: 'Career pathways',
      desc: 'Graduates go on to teaching, counselling, research, da\u2019wah and postgraduate study.',
    },
  ],
  curriculum: [
    {
      title: 'Year 1: Foundations',
      desc: 'Arabic grammar and reading, Tajweed, the essentials of belief and worship, and the life of the Prophet, peace be upon him.',
      learningUnits: [
        'Arabic Grammar I and II',
        'Tajweed and Quran Recitation',
        'Aqeedah: The Pillars of Faith',
        'Fiqh of Worship',
        'Seerah of the Prophet',
      ],
    },
    {
      title: 'Year 2: Sources and Methods',
      desc: 'How the Quran is explained and how Hadith are preserved and judged, with an introduction to the principles of Fiqh.',
      learningUnits: [
        'Introduction to Tafseer',
        'Uloom al-Hadith',
        'Usool al-Fiqh I',
        'Fiqh of Transactions',
        'History of the Khulafa',
      ],
    },
    {
      title: 'Year 3: Application',
      desc: 'Family law, Islamic ethics, comparative thought and a research project on a question facing the community today.',
      learningUnits: [
        'Fiqh of Family and Inheritance',
        'Islamic Ethics and Adab',
        'Contemporary Issues',
        'Research Methods',
        'Final Year Project',
      ],
    },
  ],
  faculties: [
    {
      name: 'Moulavi Abdul Rahman Baqavi',
      degree: ['Alim (Baqiyat Salihat)', 'M.A. Arabic'],
      experience: '18 years',
      about: 'Teaches Fiqh and Usool al-Fiqh and supervises final-year projects.',
    },
    {
      name: 'Dr. Sumayya Farook',
      degree: ['Ph.D. Islamic Studies', 'M.A. Arabic'],
      experience: '12 years',
      about: 'Leads the Tafseer and Quran sciences courses and mentors women students.',
    },
  ],
  reviews: [
    {
      name: 'Mohammed Irfan',
      qualification: 'BIS, 2022 batch',
      comment:
        'The Arabic classes changed everything for me. By the second year I was reading tafseer in the original and asking better questions.',
      date: '14-03-2023',
    },
    {
      name: 'Fathima Rizwana',
      qualification: 'BIS, final year',
      comment:
        'Teachers are patient and the small groups mean nobody is left behind. The community project gave my studies a real purpose.',
      date: '02-02-2023',
    },
    {
      name: 'Syed Thameem',
      qualification: 'BIS graduate, now teaching at a madrasa',
      comment:
        'A balanced programme: strong on the texts, and practical about how to teach and serve people today.',
      date: '21-11-2022',
    },
  ],
};

export const PSYCHOLOGY: Programme = {
  title: 'B.Sc. Psychology',
  desc: 'A university-affiliated B.Sc. in Psychology over six semesters, covering general, developmental, social and clinical psychology, statistics and research, taught alongside an Islamic perspective on the self, the heart and well-being. Supervised practicum hours prepare students for counselling and postgraduate study.',
  duration: '36 months, six semesters',
  certificateDesc:
    'Students earn the B.Sc. Psychology degree of the affiliated university and an Aspire certificate in Islamic Psychology recording their practicum hours.',
  programFee: [
    'Six semesters following the affiliated university syllabus',
    'Weekly lab sessions in psychological testing and statistics',
    '120 hours of supervised practicum in schools and counselling centres',
    'A companion course in Islamic Psychology in every semester',
    'Fee concessions and financial support for eligible students',
  ],
  values: [
    {
      heading: 'Recognised degree',
      desc: 'The degree is awarded by our affiliated university and opens the way to M.Sc. and counselling careers.',
    },
    {
      heading: 'Faith and science together',
      desc: 'Modern psychology is studied with the insights of classical Muslim scholars on the soul.',
    },
    {
      heading: 'Hands-on practice',
      desc: 'Testing labs, case discussions and supervised fieldwork build real skills.',
    },
    {
      heading: 'Caring mentors',
      desc: 'Every student has a faculty mentor for academic and personal guidance.',
    },
  ],
  curriculum: [
    {
      title: 'Semesters 1 and 2: Understanding Behaviour',
      desc: 'The foundations of psychology, human development across the lifespan and the basics of statistics.',
      learningUnits: [
        'General Psychology',
        'Developmental Psychology',
        'Statistics for Psychology',
        'Islamic Psychology I: The Self',
      ],
    },
    {
      title: 'Semesters 3 and 4: People and Society',
      desc: 'Social behaviour, personality, biological bases of behaviour and psychological testing.',
      learningUnits: [
        'Social Psychology',
        'Theories of Personality',
        'Biopsychology',
        'Psychological Testing Lab',
        'Islamic Psychology II: The Heart',
      ],
    },
    {
      title: 'Semesters 5 and 6: Helping Others',
      desc: 'Abnormal and clinical psychology, counselling skills, research methods and a supervised practicum.',
      learningUnits: [
        'Abnormal Psychology',
        'Counselling Skills',
        'Research Methods and Dissertation',
        'Supervised Practicum',
      ],
    },
  ],
  faculties: [
    {
      name: 'Dr. Nasreen Banu',
      degree: ['Ph.D. Clinical Psychology', 'M.Phil. Psychology'],
      experience: '15 years',
      about: 'Coordinates the practicum and teaches clinical and abnormal psychology.',
    },
    {
      name: 'Mr. Arshad Hussain',
      degree: ['M.Sc. Applied Psychology', 'Diploma in Islamic Studies'],
      experience: '9 years',
      about: 'Teaches statistics and research methods and runs the testing lab.',
    },
  ],
  reviews: [
    {
      name: 'Ayesha Siddiqa',
      qualification: 'B.Sc. Psychology, 2023',
      comment:
        'The practicum in a school counselling centre was the best part. I learnt to listen before I learnt to advise.',
      date: '18-07-2023',
    },
    {
      name: 'Imran Basha',
      qualification: 'B.Sc. Psychology, third year',
      comment:
        'Statistics scared me at first, but the lab sessions made it click. Now I am planning an M.Sc.',
      date: '05-01-2023',
    },
    {
      name: 'Nazia Parveen',
      qualification: 'B.Sc. Psychology, 2022 batch',
      comment:
        'I loved how each semester connected what we studied with what our scholars wrote about the soul.',
      date: '27-09-2022',
    },
  ],
};

export const MIS: Programme = {
  title: 'Master in Islamic Studies',
  desc: 'A two-year postgraduate programme for graduates who want to study the Islamic sciences in depth: advanced Tafseer and Hadith, comparative Fiqh, Maqasid al-Shariah and research methodology, ending in a supervised dissertation.',
  duration: '24 months, two years',
  certificateDesc:
    'The Master in Islamic Studies certificate records the specialisation chosen and the title of the dissertation defended before a panel.',
  programFee: [
    'Four terms of seminar-style teaching with senior scholars',
    'Specialise in Quranic Studies, Hadith or Islamic Law',
    'A supervised research dissertation with a public defence',
    'Teaching assistantships for selected students',
    'Financial support available on a needs basis',
  ],
  values: [
    {
      heading: 'Depth of study',
      desc: 'Read the major works of each discipline closely with scholars who teach them.',
    },
    {
      heading: 'Research skills',
      desc: 'Learn to frame questions, use sources critically and write at a scholarly standard.',
    },
    {
      heading: 'Comparative understanding',
      desc: 'Study the reasoning of the four schools and how scholars differ respectfully.',
    },
    {
      heading: 'Leadership',
      desc: 'Prepare to teach, guide communities and contribute to Islamic scholarship.',
    },
  ],
  curriculum: [
    {
      title: 'Term 1: Advanced Sources',
      desc: 'Methods of the great works of Tafseer and the critical study of Hadith literature.',
      learningUnits: ['Manahij al-Mufassireen', 'Advanced Hadith Criticism', 'Arabic Rhetoric (Balagha)'],
    },
    {
      title: 'Term 2: Law and Its Purposes',
      desc: 'Comparative Fiqh and the higher objectives of the Shariah applied to present-day questions.',
      learningUnits: ['Comparative Fiqh', 'Maqasid al-Shariah', 'Islamic Legal Maxims'],
    },
    {
      title: 'Term 3: Specialisation',
      desc: 'Seminars in the chosen specialisation and a research methodology workshop.',
      learningUnits: ['Specialisation Seminar I', 'Research Methodology', 'Academic Arabic Writing'],
    },
    {
      title: 'Term 4: Dissertation',
      desc: 'An original dissertation written under supervision and defended before a panel.',
      learningUnits: ['Specialisation Seminar II', 'Dissertation', 'Viva Voce'],
    },
  ],
  faculties: [
    {
      name: 'Sheikh Yusuf Ali Madani',
      degree: ['B.A. Islamic University of Madinah', 'M.A. Hadith Studies'],
      experience: '22 years',
      about: 'Teaches Hadith criticism and supervises dissertations in Hadith.',
    },
    {
      name: 'Dr. Hafsa Begum',
      degree: ['Ph.D. Islamic Law', 'LL.B.'],
      experience: '14 years',
      about: 'Leads comparative Fiqh and the Maqasid seminar.',
    },
  ],
  reviews: [
    {
      name: 'Abdul Khader Jeelani',
      qualification: 'Master in Islamic Studies, 2023',
      comment:
        'The seminars felt like sitting with scholars, not attending lectures. My dissertation supervisor was generous with time.',
      date: '10-08-2023',
    },
    {
      name: 'Rukhsana Tabassum',
      qualification: 'MIS, second year',
      comment: 'Comparative Fiqh taught me to understand why scholars differ, and to respect it.',
      date: '15-04-2023',
    },
    {
      name: 'Mohamed Salman',
      qualification: 'MIS graduate, lecturer',
      comment: 'Rigorous and rewarding. It prepared me to teach at degree level.',
      date: '30-12-2022',
    },
  ],
};

export const PUC: Programme = {
  title: 'PUC / 12th Std',
  desc: 'A one-year Pre-University / 12th Standard programme through the open schooling board, with coaching in Commerce or Humanities and daily classes in Quran, Arabic and Islamic studies, for students who want to complete school and continue to a degree.',
  duration: '12 months',
  certificateDesc:
    'Students sit the board examinations for the 12th Standard certificate; Aspire adds a certificate for the Quran and Islamic studies course completed alongside.',
  programFee: [
    'Full coaching for the 12th Standard board examinations',
    'Streams in Commerce and Humanities',
    'Daily Quran recitation and Islamic studies classes',
    'Mock examinations and one-to-one academic support',
    'Guidance for admission to a degree programme after the 12th',
  ],
  values: [
    {
      heading: 'Complete your schooling',
      desc: 'Earn a recognised 12th Standard certificate in one focused year.',
    },
    { heading: 'Faith alongside studies', desc: 'Quran, Arabic and Islamic studies every day of the week.' },
    { heading: 'Exam readiness', desc: 'Regular tests, revision plans and mock examinations.' },
    { heading: 'A path forward', desc: 'Counselling for degree admissions, including our own programmes.' },
  ],
  curriculum: [
    {
      title: 'Term 1: Board Subjects',
      desc: 'Core subjects of the chosen stream with weekly tests.',
      learningUnits: [
        'English',
        'Accountancy or History',
        'Business Studies or Political Science',
        'Economics',
      ],
    },
    {
      title: 'Term 2: Islamic Studies',
      desc: 'Quran recitation, basic Arabic and the essentials of belief and practice, taught daily.',
      learningUnits: ['Quran Recitation and Tajweed', 'Basic Arabic', 'Essentials of Faith and Worship'],
    },
    {
      title: 'Term 3: Revision and Examinations',
      desc: 'Revision, mock examinations and the board examinations.',
      learningUnits: ['Revision Plan', 'Mock Examinations', 'Board Examinations'],
    },
  ],
  faculties: [
    {
      name: 'Mrs. Shabana Azmi Rahim',
      degree: ['M.Com.', 'B.Ed.'],
      experience: '11 years',
      about: 'Coordinates the PUC programme and teaches Accountancy.',
    },
    {
      name: 'Moulavi Khaleel Ahmed',
      degree: ['Alim', 'B.A. Arabic'],
      experience: '8 years',
      about: 'Teaches Quran recitation and basic Arabic.',
    },
  ],
  reviews: [
    {
      name: 'Zainab Fathima',
      qualification: '12th Std, 2023',
      comment: 'I had stopped studying for two years. The teachers helped me finish my 12th with good marks.',
      date: '20-06-2023',
    },
    {
      name: 'Mohammed Arif',
      qualification: 'PUC Commerce, 2022',
      comment: 'The mock exams made the real ones easy. I am now in the BBA programme here.',
      date: '08-08-2022',
    },
  ],
};

const ARABIC_REVIEWS: Person[] = [
  {
    name: 'Sameena Kausar',
    qualification: 'Arabic Diploma student',
    comment:
      'The teachers speak Arabic in class from day one. It felt hard for a week and then it felt wonderful.',
    date: '12-05-2023',
  },
  {
    name: 'Farhan Ahmed',
    qualification: 'Software engineer, evening batch',
    comment: 'The evening timings suited my work, and I can now follow the Friday khutbah in Arabic.',
    date: '03-03-2023',
  },
];

const ARABIC_FACULTY: [Teacher, Teacher] = [
  {
    name: 'Ustadh Muhammad Rafeeq Nadwi',
    degree: ['Alim (Nadwatul Ulama)', 'M.A. Arabic Literature'],
    experience: '16 years',
    about: 'Heads the Arabic department and designs the diploma syllabus.',
  },
  {
    name: 'Ustadha Amatullah Shireen',
    degree: ['M.A. Arabic', 'Certificate in Teaching Arabic to Non-Native Speakers'],
    experience: '10 years',
    about: 'Teaches conversation and reading in the women\u2019s batches.',
  },
];

export const BASIC_ARABIC: Programme = {
  title: 'Basic Arabic Diploma',
  desc: 'A one-year diploma for complete beginners: the alphabet and sounds, essential vocabulary and grammar, simple reading and everyday conversation, so that learners can read and understand short texts from the Quran and daily life.',
  duration: '12 months',
  certificateDesc:
    'The Basic Arabic Diploma certifies level A2 reading, writing and conversation, with the final assessment grade.',
  programFee: [
    'Two terms of classes, four days a week, morning or evening',
    'Small batches with conversation practice in every class',
    'Workbooks and audio lessons included',
    'Progress to the Intermediate Arabic Diploma on completion',
  ],
  values: [
    { heading: 'Start from zero', desc: 'No prior Arabic needed: we begin with letters and sounds.' },
    { heading: 'Speak early', desc: 'Conversation practice begins in the first month.' },
    {
      heading: 'Quranic vocabulary',
      desc: 'Words are chosen so that learners recognise them in daily recitation.',
    },
    { heading: 'Clear progression', desc: 'A structured path on to the intermediate and advanced diplomas.' },
  ],
  curriculum: [
    {
      title: 'Term 1: Letters to Sentences',
      desc: 'Reading and writing the script, core vocabulary and the nominal sentence.',
      learningUnits: [
        'The Alphabet and Sounds',
        'Writing Practice',
        'Core Vocabulary I',
        'The Nominal Sentence',
      ],
    },
    {
      title: 'Term 2: Everyday Arabic',
      desc: 'The verbal sentence, past and present tenses, and conversation about daily life.',
      learningUnits: [
        'The Verbal Sentence',
        'Past and Present Tense',
        'Conversation: Home and Market',
        'Reading Short Texts',
      ],
    },
  ],
  faculties: ARABIC_FACULTY,
  reviews: ARABIC_REVIEWS,
};

export const INTERMEDIATE_ARABIC: Programme = {
  title: 'Intermediate Arabic Diploma',
  desc: 'For learners who completed basic Arabic: a fuller grammar (Nahw and Sarf), wider vocabulary, graded readers and guided composition, leading to confident reading of simplified classical texts.',
  duration: '12 months',
  certificateDesc:
    'The Intermediate Arabic Diploma certifies level B1, with grades for grammar, reading and composition.',
  programFee: [
    'Graded readers and weekly composition with written feedback',
    'Nahw and Sarf taught through examples from the Quran and Hadith',
    'Morning and evening batches in both cities',
    'Progress to the Advance Arabic Diploma on completion',
  ],
  values: [
    { heading: 'Grammar that makes sense', desc: 'Rules are learnt through real sentences, not lists.' },
    { heading: 'Wider reading', desc: 'Graded stories and short classical passages every week.' },
    { heading: 'Writing skills', desc: 'Guided composition builds accuracy and confidence.' },
    { heading: 'Steady progress', desc: 'Regular assessments show learners how far they have come.' },
  ],
  curriculum: [
    {
      title: 'Term 1: Nahw and Sarf',
      desc: 'Verb patterns, declension and the structure of longer sentences.',
      learningUnits: [
        'Verb Forms I to X',
        'I\u2019rab: Case Endings',
        'Idafa and Adjectives',
        'Graded Reader I',
      ],
    },
    {
      title: 'Term 2: Reading and Composition',
      desc: 'Simplified classical texts, letters, summaries and short essays.',
      learningUnits: [
        'Graded Reader II',
        'Stories of the Prophets in Arabic',
        'Guided Composition',
        'Listening Practice',
      ],
    },
  ],
  faculties: ARABIC_FACULTY,
  reviews: ARABIC_REVIEWS,
};

export const ADVANCE_ARABIC: Programme = {
  title: 'Advance Arabic Diploma',
  desc: 'The final Arabic diploma: classical prose and poetry, Balagha, translation between Arabic, English and Tamil or Urdu, and reading the works of the scholars without a dictionary at every line.',
  duration: '12 months',
  certificateDesc:
    'The Advance Arabic Diploma certifies level B2/C1 and includes a translation portfolio assessed by the department.',
  programFee: [
    'Study of classical prose, poetry and Balagha',
    'A translation portfolio built over the year',
    'Reading circles on works of Tafseer and Hadith commentary',
    'Preparation for teaching Arabic at beginner level',
  ],
  values: [
    { heading: 'Read the classics', desc: 'Work directly with the texts of the great scholars.' },
    { heading: 'Eloquence', desc: 'Balagha reveals the beauty and precision of Quranic language.' },
    { heading: 'Translation craft', desc: 'Render meaning faithfully between Arabic and your own language.' },
    { heading: 'Teach others', desc: 'Graduates are prepared to teach beginner Arabic classes.' },
  ],
  curriculum: [
    {
      title: 'Term 1: Classical Texts',
      desc: 'Close reading of classical prose and selected poetry.',
      learningUnits: ['Classical Prose', 'Selected Poetry', 'Advanced Sarf', 'Dictionary Skills'],
    },
    {
      title: 'Term 2: Balagha and Translation',
      desc: 'Rhetoric, style and a portfolio of translations.',
      learningUnits: ['Ilm al-Ma\u2019ani', 'Ilm al-Bayan', 'Translation Workshop', 'Portfolio Review'],
    },
  ],
  faculties: ARABIC_FACULTY,
  reviews: ARABIC_REVIEWS,
};

const FREE_FACULTY: [Teacher, Teacher] = [
  {
    name: 'Moulavi Abdul Rahman Baqavi',
    degree: ['Alim (Baqiyat Salihat)', 'M.A. Arabic'],
    experience: '18 years',
    about: 'Presents the master classes on Fiqh and inheritance.',
  },
  {
    name: 'Sheikh Yusuf Ali Madani',
    degree: ['B.A. Islamic University of Madinah', 'M.A. Hadith Studies'],
    experience: '22 years',
    about: 'Presents the classes on history and Aqeedah.',
  },
];

const free = (p: Omit<Programme, 'faculties' | 'feature'>): Programme => ({
  ...p,
  feature: 'Free online course \u00B7 recorded lessons with live Q&A',
  faculties: FREE_FACULTY,
});

export const ZAKAH: Programme = free({
  title: 'Zakah Master Class',
  desc: 'A free master class on Zakah: who must pay it, on which wealth, how to calculate it on savings, gold, business stock and shares, and to whom it may be given, with worked examples for families and businesses.',
  duration: '4 weeks',
  certificateDesc:
    'A certificate of participation is issued to learners who attend the live sessions and complete the calculation exercise.',
  programFee: [
    'Free of charge for everyone',
    'Four recorded lessons and two live question-and-answer sessions',
    'A Zakah calculation worksheet for your own household',
  ],
  values: [
    { heading: 'Clarity', desc: 'The rules of Zakah explained simply, with sources.' },
    {
      heading: 'Practical examples',
      desc: 'Worked calculations for salaries, gold, shares and business stock.',
    },
    { heading: 'Ask a scholar', desc: 'Live sessions to ask about your own situation.' },
    { heading: 'Free for all', desc: 'Open to anyone who wants to pay Zakah correctly.' },
  ],
  curriculum: [
    {
      title: 'Understanding Zakah',
      desc: 'Its place in Islam, the conditions that make it due and the Nisab.',
      learningUnits: ['Zakah in the Quran and Sunnah', 'Conditions and Nisab', 'The Zakah Year'],
    },
    {
      title: 'Calculating Zakah',
      desc: 'Wealth on which Zakah is due and how to calculate it.',
      learningUnits: ['Cash and Savings', 'Gold and Silver', 'Business Stock and Shares'],
    },
    {
      title: 'Giving Zakah',
      desc: 'The eight categories of recipients and giving with wisdom.',
      learningUnits: ['The Eight Recipients', 'Common Mistakes', 'Live Q&A'],
    },
  ],
  reviews: [
    {
      name: 'Riyaz Ahmed',
      qualification: 'Business owner',
      comment: 'For the first time I calculated Zakah on my shop stock with confidence.',
      date: '11-04-2023',
    },
    {
      name: 'Shaheen Banu',
      qualification: 'Homemaker',
      comment: 'Very clear about Zakah on jewellery. The worksheet is excellent.',
      date: '09-04-2023',
    },
  ],
});

export const KHULAFA: Programme = free({
  title: 'The Dynamic Khulafa Rashideen',
  desc: 'A free course on the lives and leadership of Abu Bakr, Umar, Uthman and Ali, may Allah be pleased with them: how they governed, served people, handled crises and kept the community united.',
  duration: '6 weeks',
  certificateDesc:
    'A certificate of participation is issued on completing the six lessons and the short reflection quiz.',
  programFee: [
    'Free of charge for everyone',
    'Six recorded lessons, one on each period and two on lessons for today',
    'Reading list and timeline handout',
  ],
  values: [
    {
      heading: 'Inspiring lives',
      desc: 'Meet the four rightly guided caliphs through authentic narrations.',
    },
    { heading: 'Leadership lessons', desc: 'Justice, consultation and service as they were practised.' },
    { heading: 'History made clear', desc: 'Timelines and maps that bring the period to life.' },
    { heading: 'For all ages', desc: 'Suitable for families and young people.' },
  ],
  curriculum: [
    {
      title: 'Abu Bakr and Umar',
      desc: 'Holding the community together and building a just state.',
      learningUnits: ['The Caliphate of Abu Bakr', 'Umar and the Diwan', 'Justice in Practice'],
    },
    {
      title: 'Uthman and Ali',
      desc: 'Compiling the Mushaf, expansion and facing trials with patience.',
      learningUnits: ['Uthman and the Mushaf', 'Ali: Knowledge and Courage', 'Lessons for Today'],
    },
  ],
  reviews: [
    {
      name: 'Thoufeeq Rahman',
      qualification: 'College student',
      comment: 'History that feels alive. The lesson on Umar\u2019s justice stayed with me.',
      date: '25-01-2023',
    },
    {
      name: 'Mariyam Jabeen',
      qualification: 'School teacher',
      comment: 'I now use the timeline handout with my own students.',
      date: '17-02-2023',
    },
  ],
});

export const INHERITANCE: Programme = free({
  title: 'Islamic Inheritance',
  desc: 'A free course on the Islamic law of inheritance (Ilm al-Mawarith): the fixed shares of the Quran, residuary heirs, common family cases and how to write an Islamic will that works alongside Indian law.',
  duration: '5 weeks',
  certificateDesc: 'A certificate of participation is issued on completing the case exercises.',
  programFee: [
    'Free of charge for everyone',
    'Five recorded lessons with worked family cases',
    'Guidance on writing a wasiyyah (will)',
  ],
  values: [
    { heading: 'Fixed shares explained', desc: 'The Quranic shares in a clear, step-by-step method.' },
    { heading: 'Real family cases', desc: 'Practise on cases families commonly face.' },
    { heading: 'Writing a will', desc: 'How to prepare a wasiyyah that protects your heirs.' },
    { heading: 'Free for all', desc: 'Open to anyone, no prior study needed.' },
  ],
  curriculum: [
    {
      title: 'Principles of Inheritance',
      desc: 'Before distribution: debts, funeral costs and the will; then the heirs.',
      learningUnits: ['What Comes Before Distribution', 'The Heirs', 'The Fixed Shares'],
    },
    {
      title: 'Solving Cases',
      desc: 'Residuary heirs, exclusion and worked family cases.',
      learningUnits: ['Residuary Heirs', 'Exclusion (Hajb)', 'Worked Family Cases', 'Writing a Wasiyyah'],
    },
  ],
  reviews: [
    {
      name: 'Abdul Majeed',
      qualification: 'Retired bank officer',
      comment: 'The step-by-step method for shares is brilliant. I finally understand it.',
      date: '06-06-2023',
    },
    {
      name: 'Nasrin Sulthana',
      qualification: 'Advocate',
      comment: 'Helpful for my practice, especially the part on wills under Indian law.',
      date: '29-05-2023',
    },
  ],
});

export const AQEEDAH: Programme = free({
  title: 'Ahlus Sunnah Wal Jamah Aqeedah',
  desc: 'A free course on the creed of Ahlus Sunnah wal Jamaah: belief in Allah, His names and attributes, the angels, the books, the messengers, the Last Day and divine decree, taught from the Quran and Sunnah in plain language.',
  duration: '6 weeks',
  certificateDesc:
    'A certificate of participation is issued on completing the six lessons and the final quiz.',
  programFee: [
    'Free of charge for everyone',
    'Six recorded lessons on the six pillars of faith',
    'Weekly live question-and-answer session',
  ],
  values: [
    { heading: 'Sound belief', desc: 'The creed of the Companions and those who followed them.' },
    { heading: 'Evidence-based', desc: 'Every point taught with its evidence from the Quran and Sunnah.' },
    { heading: 'Plain language', desc: 'Clear explanations for learners of every background.' },
    { heading: 'Answers to doubts', desc: 'Common questions addressed calmly and respectfully.' },
  ],
  curriculum: [
    {
      title: 'Belief in Allah',
      desc: 'Tawheed, and the names and attributes of Allah.',
      learningUnits: ['The Meaning of Tawheed', 'Names and Attributes', 'Worship Belongs to Allah Alone'],
    },
    {
      title: 'The Other Pillars',
      desc: 'Angels, books, messengers, the Last Day and divine decree.',
      learningUnits: ['Angels and Revealed Books', 'The Messengers', 'The Last Day', 'Qadr: Divine Decree'],
    },
  ],
  reviews: [
    {
      name: 'Saleem Javeed',
      qualification: 'Engineer',
      comment: 'Clear and calm. The session on Qadr answered questions I had for years.',
      date: '13-10-2022',
    },
    {
      name: 'Asma Kowsar',
      qualification: 'University student',
      comment: 'I recommend it to every young Muslim. Simple language with strong evidence.',
      date: '22-10-2022',
    },
  ],
});

export const ISLAMIC_PSYCHOLOGY: Programme = {
  title: 'Diploma in Islamic Psychology',
  desc: 'A one-year diploma that brings together modern counselling skills and the Islamic understanding of the soul (nafs), heart (qalb) and intellect (aql), for teachers, parents, imams and helping professionals who support people through stress, grief and family difficulties.',
  duration: '12 months',
  certificateDesc:
    'The Diploma in Islamic Psychology certifies 40 hours of counselling skills practice and the completed case study.',
  programFee: [
    'Weekend classes suited to working professionals',
    'Counselling skills practice in supervised small groups',
    'Readings from al-Ghazali, Ibn al-Qayyim and al-Balkhi alongside modern texts',
    'A final case study with supervisor feedback',
  ],
  values: [
    {
      heading: 'Integrated understanding',
      desc: 'Modern psychology and Islamic teaching on the soul in one framework.',
    },
    {
      heading: 'Counselling skills',
      desc: 'Listening, empathy and structured support practised every week.',
    },
    { heading: 'Ethical practice', desc: 'Confidentiality, boundaries and when to refer.' },
    { heading: 'Serve your community', desc: 'Support families, students and congregations with care.' },
  ],
  curriculum: [
    {
      title: 'Module 1: The Soul in Islam',
      desc: 'Nafs, qalb, ruh and aql in the Quran and classical scholarship.',
      learningUnits: [
        'The Nafs and Its States',
        'Diseases and Health of the Heart',
        'Al-Balkhi on Mental Health',
      ],
    },
    {
      title: 'Module 2: Counselling Skills',
      desc: 'Core skills of listening and helping, practised in small groups.',
      learningUnits: [
        'Active Listening',
        'Empathy and Rapport',
        'Structuring a Session',
        'Ethics and Referral',
      ],
    },
    {
      title: 'Module 3: Common Difficulties',
      desc: 'Stress, anxiety, grief and family conflict, and how faith supports healing.',
      learningUnits: ['Stress and Anxiety', 'Grief and Loss', 'Marriage and Family', 'Case Study'],
    },
  ],
  faculties: [
    PSYCHOLOGY.faculties[0],
    {
      name: 'Ustadha Amatullah Shireen',
      degree: ['M.A. Arabic', 'Diploma in Counselling'],
      experience: '10 years',
      about: 'Teaches the module on the soul in Islam.',
    },
  ],
  reviews: [
    {
      name: 'Imam Nizamudeen',
      qualification: 'Imam and youth mentor',
      comment: 'I used to give advice too quickly. This diploma taught me to listen first.',
      date: '04-09-2023',
    },
    {
      name: 'Haseena Begum',
      qualification: 'School counsellor',
      comment: 'The classical readings gave my counselling work a depth I was missing.',
      date: '16-08-2023',
    },
  ],
};

export const BBA: Programme = {
  title: 'Bachelor of Business Administration (BBA)',
  desc: 'A university-affiliated BBA over six semesters covering management, accounting, marketing, finance and entrepreneurship, with a dedicated stream in Islamic finance and business ethics, internships with local businesses and a final business plan.',
  duration: '36 months, six semesters',
  certificateDesc:
    'Graduates receive the BBA degree of the affiliated university and an Aspire certificate in Islamic Finance and Business Ethics.',
  programFee: [
    'Six semesters following the affiliated university syllabus',
    'A stream in Islamic finance, halal business and ethics',
    'Two internships with businesses in Chennai and Bengaluru',
    'An entrepreneurship cell with mentoring for your own venture',
    'Financial support for eligible students',
  ],
  values: [
    {
      heading: 'Business fundamentals',
      desc: 'Management, accounting, marketing and finance taught by practitioners.',
    },
    { heading: 'Ethical enterprise', desc: 'Islamic finance and ethics woven through the programme.' },
    { heading: 'Industry exposure', desc: 'Internships, case studies and talks by business leaders.' },
    { heading: 'Entrepreneurship', desc: 'Build and pitch your own business plan by the final semester.' },
  ],
  curriculum: [
    {
      title: 'Year 1: Foundations of Business',
      desc: 'Principles of management, financial accounting, business economics and communication.',
      learningUnits: [
        'Principles of Management',
        'Financial Accounting',
        'Business Economics',
        'Business Communication',
      ],
    },
    {
      title: 'Year 2: Functional Areas',
      desc: 'Marketing, human resources, financial management and an introduction to Islamic finance.',
      learningUnits: [
        'Marketing Management',
        'Human Resource Management',
        'Financial Management',
        'Introduction to Islamic Finance',
        'Internship I',
      ],
    },
    {
      title: 'Year 3: Strategy and Enterprise',
      desc: 'Strategy, entrepreneurship, business ethics and the final business plan.',
      learningUnits: [
        'Strategic Management',
        'Entrepreneurship',
        'Islamic Business Ethics',
        'Internship II',
        'Business Plan Project',
      ],
    },
  ],
  faculties: [
    {
      name: 'Mr. Faizal Rahman',
      degree: ['MBA (Finance)', 'CFA Level II'],
      experience: '13 years',
      about: 'Teaches finance and runs the Islamic finance stream.',
    },
    {
      name: 'Dr. Reshma Nazneen',
      degree: ['Ph.D. Management', 'MBA (Marketing)'],
      experience: '11 years',
      about: 'Coordinates the BBA programme and the entrepreneurship cell.',
    },
  ],
  reviews: [
    {
      name: 'Sharukh Ali',
      qualification: 'BBA, third year',
      comment: 'The internship at a logistics firm taught me more about management than any textbook.',
      date: '19-07-2023',
    },
    {
      name: 'Ameena Firdous',
      qualification: 'BBA, 2023',
      comment: 'I pitched my modest-fashion business plan in the final semester and I am now running it.',
      date: '28-06-2023',
    },
    {
      name: 'Junaid Akhtar',
      qualification: 'BBA, second year',
      comment: 'Learning Islamic finance alongside mainstream finance is a real advantage.',
      date: '07-02-2023',
    },
  ],
};
