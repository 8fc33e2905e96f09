import type { CourseSlug } from '@aspire/contracts/courses';
import type { ClipId } from './clips.ts';

/** A unit as the seed writes it: a hosted clip, or a reading with its reading time. */
export type SeedUnit =
  | { id: string; title: string; video: ClipId }
  | { id: string; title: string; minutes: number; reading: string[] };
export type SeedCourse = {
  slug: CourseSlug;
  title: string;
  sections: { title: string; units: SeedUnit[] }[];
};

/**
 * Course content of the learner area, one course per slug of the catalogue. Unit ids are stable: learner
 * progress refers to them, so a unit may be retitled or rewritten but never renumbered.
 */
export const SEED_COURSES: SeedCourse[] = [
  {
    slug: 'bachelor-of-islamic-studies',
    title: 'Bachelor of Islamic Studies',
    sections: [
      {
        title: 'Foundations of Islamic Studies',
        units: [
          { id: 'bis-1-1', title: 'Welcome and how this course works', video: 'welcome-v1' },
          {
            id: 'bis-1-2',
            title: 'What Islamic studies covers',
            minutes: 4,
            reading: [
              'Islamic studies is the careful study of the sources, history and thought of Islam. In this programme it brings together the Quranic sciences, hadith, the life of the Prophet (peace be upon him), Islamic law and its principles, creed, ethics and the Arabic language that carries all of them.',
              'The disciplines grew side by side. A student of law needs the Arabic grammar that explains a verse, the hadith scholar needs history to judge a narrator, and the historian needs law to understand how communities lived. Over the three years you will see how each subject leans on the others.',
              'We study these subjects as living traditions with a method of their own, and we also ask how they speak to life in India today: to families, to work, to neighbours of other faiths, and to the questions our students bring with them.',
            ],
          },
          { id: 'bis-1-3', title: 'Reading the classical sources', video: 'islamic-studies-v1' },
        ],
      },
      {
        title: 'Quranic Sciences',
        units: [
          {
            id: 'bis-2-1',
            title: 'Revelation and compilation of the Quran',
            minutes: 5,
            reading: [
              'The Quran was revealed to the Prophet Muhammad (peace be upon him) over about twenty-three years, in passages that often answered the events and questions of the moment. Companions memorised what was revealed, and scribes such as Zayd ibn Thabit wrote it on whatever material was at hand.',
              'After the battle of Yamama, in which many who had memorised the Quran were killed, the first caliph Abu Bakr asked Zayd to gather the written pieces into one collection, checked against what the Companions had memorised. Under the third caliph Uthman, standard copies were made from this collection and sent to the main cities.',
              'As you read later works of tafsir, keep this history in mind: the scholars you meet took great care to distinguish what was transmitted from what was their own reasoning.',
            ],
          },
          {
            id: 'bis-2-2',
            title: 'Makki and Madani chapters',
            minutes: 4,
            reading: [
              'Scholars divide the chapters of the Quran into Makki, revealed before the migration to Madinah, and Madani, revealed after it. The division is by time rather than strictly by place.',
              'Makki passages tend to be shorter and focus on belief in one God, the hereafter, and the stories of earlier prophets. Madani passages more often set out rulings on worship, family life, trade and the affairs of a community.',
              'Knowing when a passage was revealed helps a reader understand its purpose. In your notes for this unit, take two short chapters you know well and write down which group each belongs to and why.',
            ],
          },
          { id: 'bis-2-3', title: 'Approaches to tafsir', video: 'islamic-studies-v1' },
        ],
      },
      {
        title: 'Hadith and Seerah',
        units: [
          {
            id: 'bis-3-1',
            title: 'How hadith were preserved',
            minutes: 5,
            reading: [
              'A hadith has two parts: the chain of narrators (isnad) and the text (matn). Early scholars travelled for weeks to hear a single report from a trusted narrator, and they recorded who heard from whom.',
              'From this work came the science of narrators, which judges each person in a chain for reliability and accuracy of memory. A report is graded sahih, hasan or da\u2019if according to its chain and its text.',
              'In this section you will read short examples and practise tracing a chain. You are not expected to grade hadith yourself yet; the aim is to understand how the grading was done.',
            ],
          },
          {
            id: 'bis-3-2',
            title: 'The Madinan years of the Prophet\u2019s life',
            minutes: 6,
            reading: [
              'The migration to Madinah in 622 CE marks the start of the Islamic calendar. In Madinah the Prophet (peace be upon him) built the mosque, joined the emigrants and the helpers in brotherhood, and agreed a charter with the tribes of the city.',
              'The ten years that followed include the battles of Badr, Uhud and the Trench, the treaty of Hudaybiyyah and the peaceful return to Makkah. Each event is studied for its lessons in patience, consultation and keeping one\u2019s word.',
              'Read the charter of Madinah in the course reader before the next class, and note how it describes the rights of each group in the city.',
            ],
          },
          { id: 'bis-3-3', title: 'Planning your first term', video: 'study-skills-v1' },
        ],
      },
    ],
  },
  {
    slug: 'bsc-psychology',
    title: 'BSc Psychology',
    sections: [
      {
        title: 'Introduction to Psychology',
        units: [
          { id: 'bsc-1-1', title: 'How the mind learns', video: 'psychology-v1' },
          {
            id: 'bsc-1-2',
            title: 'Psychology as a science',
            minutes: 4,
            reading: [
              'Psychology is the scientific study of behaviour and mental processes. Like any science it tests ideas against evidence: a psychologist states a hypothesis, designs a study, measures carefully and reports what was found, including what did not work.',
              'Much of what people believe about the mind turns out to be wrong when tested. That is why this course asks you to look for the evidence behind every claim, including claims made in this course.',
            ],
          },
          {
            id: 'bsc-1-3',
            title: 'Schools of thought, from Wundt to today',
            minutes: 5,
            reading: [
              'Wilhelm Wundt opened the first psychology laboratory in Leipzig in 1879. Structuralists after him tried to break experience into its elements, while functionalists such as William James asked what the mind is for.',
              'Behaviourists later studied only what could be observed, and the cognitive revolution of the 1950s and 1960s brought thinking, memory and language back into the laboratory. Today most psychologists draw on several of these traditions at once.',
              'For each school, write one sentence on the question it asked and one on the method it used. You will use this table again in the assessment.',
            ],
          },
        ],
      },
      {
        title: 'Biological Bases of Behaviour',
        units: [
          {
            id: 'bsc-2-1',
            title: 'Neurons and neurotransmitters',
            minutes: 5,
            reading: [
              'The nervous system is made of billions of neurons. Each neuron receives signals through its dendrites and, when the signal is strong enough, sends an electrical impulse down its axon.',
              'At the synapse the impulse releases chemical messengers, the neurotransmitters, which cross a tiny gap to the next cell. Serotonin, dopamine and acetylcholine are three you will meet often in this course.',
            ],
          },
          {
            id: 'bsc-2-2',
            title: 'The brain\u2019s major regions',
            minutes: 5,
            reading: [
              'The brainstem keeps us alive by controlling breathing and heart rate. The cerebellum coordinates movement and balance. The limbic system, including the amygdala and hippocampus, plays a large part in emotion and memory.',
              'The cerebral cortex is divided into four lobes: frontal, parietal, temporal and occipital. Remember that regions work together: a single act such as reading this sentence draws on several at once.',
            ],
          },
          { id: 'bsc-2-3', title: 'Making a weekly study plan', video: 'study-skills-v1' },
        ],
      },
      {
        title: 'Developmental Psychology',
        units: [
          {
            id: 'bsc-3-1',
            title: 'Piaget\u2019s stages of cognitive development',
            minutes: 6,
            reading: [
              'Jean Piaget proposed that children move through four stages: sensorimotor (birth to about two years), preoperational (two to seven), concrete operational (seven to eleven) and formal operational (from about eleven).',
              'Later research found that children often reach these abilities earlier than Piaget thought, and that culture and schooling matter. His central idea, that children actively build their understanding of the world, remains influential.',
            ],
          },
          {
            id: 'bsc-3-2',
            title: 'Attachment in early childhood',
            minutes: 5,
            reading: [
              'John Bowlby argued that infants are born with a need to form a close bond with a caregiver. Mary Ainsworth\u2019s \u201cstrange situation\u201d studies described secure and insecure patterns of attachment.',
              'Studies in many countries, including India, show that secure attachment is common across cultures, though the ways families care for infants differ. Consider how joint families may widen the circle of caregivers a child attaches to.',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'master-in-islamic-studies',
    title: 'Master in Islamic Studies',
    sections: [
      {
        title: 'Research Methods in Islamic Studies',
        units: [
          { id: 'mis-1-1', title: 'Welcome to postgraduate study', video: 'welcome-v1' },
          {
            id: 'mis-1-2',
            title: 'Working with manuscripts and printed editions',
            minutes: 6,
            reading: [
              'Many classical works survive in several manuscripts that differ in small ways. A critical edition compares them, chooses the most reliable reading and records the others in notes.',
              'Before you quote a classical text in your dissertation, find out which edition you are using, who edited it and from which manuscripts. Libraries in Hyderabad, Rampur and Tonk hold important collections you may visit during the programme.',
            ],
          },
          {
            id: 'mis-1-3',
            title: 'Writing a research proposal',
            minutes: 5,
            reading: [
              'A good proposal states one clear question, shows what earlier scholars have said about it, explains the sources and method you will use, and sets out a realistic timeline.',
              'Keep the question narrow. \u201cZakat in the Hanafi school\u201d is a library; \u201cHow Hanafi jurists of the Deccan treated zakat on trade goods\u201d is a dissertation.',
            ],
          },
        ],
      },
      {
        title: 'Usul al-Fiqh: Principles of Jurisprudence',
        units: [
          { id: 'mis-2-1', title: 'Sources of legal reasoning', video: 'islamic-studies-v1' },
          {
            id: 'mis-2-2',
            title: 'Qiyas: reasoning by analogy',
            minutes: 6,
            reading: [
              'Qiyas extends a ruling from an original case found in the texts to a new case that shares the same effective cause (\u2018illa). The classical example is the prohibition of wine extended to other intoxicants because they share intoxication.',
              'Jurists debated how to identify the cause and when analogy may be used at all. In the seminar you will compare how two schools handled one such debate.',
            ],
          },
          {
            id: 'mis-2-3',
            title: 'Maqasid al-Shariah',
            minutes: 5,
            reading: [
              'Scholars such as al-Ghazali and al-Shatibi described the higher objectives of the law as the protection of religion, life, intellect, lineage and property.',
              'Contemporary researchers use the maqasid to think about questions the classical texts did not face, from medical ethics to finance. We will read both supporters and critics of this approach.',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'puc-12th-std',
    title: 'PUC (12th Std)',
    sections: [
      {
        title: 'Getting Ready for the Board Year',
        units: [
          { id: 'puc-1-1', title: 'Planning your study week', video: 'study-skills-v1' },
          {
            id: 'puc-1-2',
            title: 'Reading the syllabus and the exam pattern',
            minutes: 4,
            reading: [
              'Start the year by reading the board syllabus for each subject and the marks given to each chapter. Chapters with more marks deserve more of your revision time.',
              'Collect the last three years of question papers. Mark which questions repeat in form, and practise answering them within the time the exam allows.',
            ],
          },
        ],
      },
      {
        title: 'Accountancy Essentials',
        units: [
          {
            id: 'puc-2-1',
            title: 'The accounting equation',
            minutes: 5,
            reading: [
              'Every business transaction keeps one equation in balance: Assets = Liabilities + Capital. If a shop owner brings \u20b950,000 into the business, assets (cash) and capital both rise by \u20b950,000.',
              'Work through the ten transactions in the exercise sheet and show the equation after each one. If it does not balance, one side of an entry is missing.',
            ],
          },
          {
            id: 'puc-2-2',
            title: 'Journal entries and the ledger',
            minutes: 6,
            reading: [
              'The journal records each transaction in date order, with the account debited, the account credited and a short narration. The ledger then gathers all entries of one account in one place.',
              'Remember the rules: debit what comes in and credit what goes out for real accounts; debit the receiver and credit the giver for personal accounts; debit expenses and losses, credit incomes and gains for nominal accounts.',
            ],
          },
          { id: 'puc-2-3', title: 'How managers use accounts', video: 'business-v1' },
        ],
      },
      {
        title: 'English: Reading and Writing',
        units: [
          {
            id: 'puc-3-1',
            title: 'Writing a formal letter',
            minutes: 4,
            reading: [
              'A formal letter has the sender\u2019s address, the date, the receiver\u2019s address, a subject line, a salutation, a body of two or three short paragraphs and a closing such as \u201cYours faithfully\u201d.',
              'State your purpose in the first sentence. Examiners reward clarity and correct format more than long sentences.',
            ],
          },
          {
            id: 'puc-3-2',
            title: 'Answering comprehension questions',
            minutes: 4,
            reading: [
              'Read the questions before the passage so you know what to look for. Underline the lines that answer each question.',
              'Answer in your own words where the question asks you to, and keep to the word limit. Quote the passage only when asked to.',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'basic-arabic-diploma',
    title: 'Basic Arabic Diploma',
    sections: [
      {
        title: 'The Arabic Alphabet',
        units: [
          { id: 'bad-1-1', title: 'The letters and sounds of Arabic', video: 'arabic-v1' },
          {
            id: 'bad-1-2',
            title: 'Short vowels and sukun',
            minutes: 4,
            reading: [
              'Arabic marks its three short vowels with small signs above or below a letter: fatha (a), kasra (i) and damma (u). A sukun shows that a letter carries no vowel.',
              'Read the ten practice words in the workbook aloud, slowly, then cover the vowel marks and read them again. Most printed Arabic leaves the marks out, so this is the skill you are building.',
            ],
          },
        ],
      },
      {
        title: 'First Words and Sentences',
        units: [
          {
            id: 'bad-2-1',
            title: 'Nominal sentences: \u201cthis is a book\u201d',
            minutes: 5,
            reading: [
              'A nominal sentence begins with a noun and needs no verb for \u201cis\u201d: hadha kitabun means \u201cthis is a book\u201d. The subject is called the mubtada and the information about it the khabar.',
              'Practise with objects around you: this is a pen, this is a door, that is a window. Say each sentence aloud, then write it.',
            ],
          },
          {
            id: 'bad-2-2',
            title: 'Greetings and everyday phrases',
            minutes: 3,
            reading: [
              'Begin with the greeting as-salamu alaykum and its reply wa alaykum as-salam. Learn kayfa haluk (how are you?) and the answer al-hamdu lillah, bi-khayr (praise be to God, I am well).',
              'Use one new phrase each day with a classmate. Short daily use fixes words in memory far better than a long list learned once.',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'diploma-programme',
    title: 'Diploma Programme',
    sections: [
      {
        title: 'Orientation',
        units: [
          { id: 'dip-1-1', title: 'Welcome to your Aspire course', video: 'welcome-v1' },
          {
            id: 'dip-1-2',
            title: 'How the diploma is assessed',
            minutes: 3,
            reading: [
              'Each module ends with a short assignment and an online quiz. Together they make up sixty per cent of your final mark; the written examination at the end of the year makes up the rest.',
              'Submit assignments through your tutor by the dates in the calendar. If you need more time for a good reason, write to your tutor before the deadline, not after.',
            ],
          },
        ],
      },
      {
        title: 'Core Study Skills',
        units: [
          { id: 'dip-2-1', title: 'Planning your study week', video: 'study-skills-v1' },
          {
            id: 'dip-2-2',
            title: 'Taking notes you will use',
            minutes: 4,
            reading: [
              'Divide each page into a wide column for notes and a narrow one for questions. After each session, write in the narrow column the questions your notes answer.',
              'When you revise, cover the notes and answer the questions from memory. What you cannot answer tells you exactly what to study next.',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'bachelor-of-business-administration',
    title: 'Bachelor of Business Administration',
    sections: [
      {
        title: 'Principles of Management',
        units: [
          { id: 'bba-1-1', title: 'Thinking like a manager', video: 'business-v1' },
          {
            id: 'bba-1-2',
            title: 'Planning, organising, leading, controlling',
            minutes: 5,
            reading: [
              'Henri Fayol described management as a cycle: plan what to do, organise people and resources to do it, lead them, and control by comparing results with the plan.',
              'The cycle still helps when you look at any business, from a family-run bakery in Frazer Town to a software firm on Outer Ring Road. Ask which step is weakest, and start there.',
            ],
          },
          {
            id: 'bba-1-3',
            title: 'Case: a Chennai textile retailer',
            minutes: 6,
            reading: [
              'A second-generation saree shop in T. Nagar has seen footfall fall as customers buy online. The owner\u2019s son wants to open a website; the owner would rather renovate the store for the wedding season.',
              'Using the management cycle, list what each plan would require in people, money and time, and how the family would know after six months whether it had worked. Bring your answer to the case discussion.',
            ],
          },
        ],
      },
      {
        title: 'Business Ethics',
        units: [
          {
            id: 'bba-2-1',
            title: 'Honesty, fair price and contracts',
            minutes: 5,
            reading: [
              'Ethical trade rests on honest description of goods, fair measure and clear contracts. The Islamic tradition adds that a seller must disclose defects he knows of, and that both parties must agree freely.',
              'Compare these principles with the Consumer Protection Act, 2019. Where do they agree, and where does one ask more of a seller than the other?',
            ],
          },
          {
            id: 'bba-2-2',
            title: 'An introduction to interest-free finance',
            minutes: 6,
            reading: [
              'Islamic finance avoids riba (interest) and excessive uncertainty, and links return to real trade or shared risk. Common contracts include murabaha (cost-plus sale), ijara (leasing) and musharaka (partnership).',
              'In this unit we only describe the contracts. Later modules look at how they are used by banks and cooperatives, and at the debates about whether some products differ from conventional loans in substance.',
            ],
          },
        ],
      },
      {
        title: 'Marketing Fundamentals',
        units: [
          {
            id: 'bba-3-1',
            title: 'The marketing mix',
            minutes: 4,
            reading: [
              'The marketing mix is often summarised as four Ps: product, price, place and promotion. Each is a decision the business controls.',
              'Choose a product you bought recently and describe its four Ps. Then change one of them and predict what would happen to sales.',
            ],
          },
          { id: 'bba-3-2', title: 'Working through a case each week', video: 'study-skills-v1' },
        ],
      },
    ],
  },
];
