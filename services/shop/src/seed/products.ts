import type { GstRate } from '@aspire/contracts/products-desk';
import type { ProductCategory } from '@aspire/contracts/shop';
import { BOOKS_TAX } from '../receipts/tax.ts';

/** The look of a product's generated pictures (see art.ts). */
export type ArtSpec = {
  kind: 'book' | 'notebook' | 'rehal' | 'mat' | 'hoodie' | 'counter' | 'bag' | 'diary' | 'library';
  /** Background, main colour, accent. */
  palette: [string, string, string];
  /** Short lines printed on the cover or label. */
  label: string[];
  /** Facts shown on the third picture. */
  facts: string[];
};

export type SeedProduct = {
  _id: string;
  productName: string;
  productDescription: string;
  category: ProductCategory;
  /** GST: the HSN code and rate, tax included in the prices (books: HSN 4901, nil-rated). */
  hsn: string;
  gstRate: GstRate;
  mrp: number;
  sellingPrice: number;
  activeStatus: boolean;
  /** Copies on hand when the shop first starts (the college's own counts are never overwritten). */
  stock: number;
  art: ArtSpec;
};

/** Rupees. Ids are stable: the seed inserts what is missing and never overwrites what the college changed. */
export const SEED_PRODUCTS: SeedProduct[] = [
  {
    _id: 'arabic-foundations-reader-1',
    productName: 'Arabic Foundations: Reader 1',
    productDescription:
      'The first reader of our Basic Arabic Diploma: the alphabet, joining letters, short vowels and everyday vocabulary, built up through forty graded lessons with dialogues set in a college in Chennai. Each lesson ends with reading drills, a word list and a short writing task, so learners can study at home between classes.',
    category: 'books',
    ...BOOKS_TAX,
    mrp: 450,
    sellingPrice: 380,
    activeStatus: true,
    stock: 120,
    art: {
      kind: 'book',
      palette: ['#e8f1ee', '#0b5d4b', '#c8902e'],
      label: ['Arabic', 'Foundations', 'Reader 1'],
      facts: ['Paperback · 196 pages', 'Basic Arabic Diploma', 'Answer key included'],
    },
  },
  {
    _id: 'arabic-foundations-reader-2',
    productName: 'Arabic Foundations: Reader 2',
    productDescription:
      'Continues from Reader 1 into nominal and verbal sentences, the past and present tenses, and the patterns of the triliteral root. Short passages from classical sources sit beside modern texts, with glossaries on every page and revision units after every five lessons.',
    category: 'books',
    ...BOOKS_TAX,
    mrp: 520,
    sellingPrice: 440,
    activeStatus: true,
    stock: 85,
    art: {
      kind: 'book',
      palette: ['#eef0f8', '#2f3f7a', '#d9a441'],
      label: ['Arabic', 'Foundations', 'Reader 2'],
      facts: ['Paperback · 232 pages', 'Intermediate Arabic Diploma', 'Glossary on every page'],
    },
  },
  {
    _id: 'tajweed-practice-handbook',
    productName: 'Tajweed Practice Handbook',
    productDescription:
      'A colour-coded handbook of the rules of recitation: points of articulation, qualities of the letters, noon and meem saakin, madd and waqf. Every rule comes with worked examples and practice lines, and a QR code on each chapter opens model recitations by our faculty.',
    category: 'books',
    ...BOOKS_TAX,
    mrp: 350,
    sellingPrice: 299,
    activeStatus: true,
    stock: 150,
    art: {
      kind: 'book',
      palette: ['#f6efe4', '#7a3b2e', '#0b5d4b'],
      label: ['Tajweed', 'Practice', 'Handbook'],
      facts: ['Spiral bound · 128 pages', 'Colour-coded rules', 'Model recitations by QR'],
    },
  },
  {
    _id: 'seerah-study-companion',
    productName: 'The Prophetic Seerah: A Study Companion',
    productDescription:
      'A companion for students of the Bachelor of Islamic Studies: the life of the Prophet, peace be upon him, from Makkah to Madinah in twelve units, with maps, timelines, discussion questions and summaries of what each event teaches about character, community and leadership.',
    category: 'books',
    ...BOOKS_TAX,
    mrp: 650,
    sellingPrice: 520,
    activeStatus: true,
    stock: 60,
    art: {
      kind: 'book',
      palette: ['#eaf2f4', '#1d5563', '#c8902e'],
      label: ['The Prophetic', 'Seerah', 'Study Companion'],
      facts: ['Hardback · 310 pages', 'Maps and timelines', 'Twelve study units'],
    },
  },
  {
    _id: 'islamic-psychology-introduction',
    productName: 'Heart, Mind and Soul: An Introduction to Islamic Psychology',
    productDescription:
      'Written for our B.Sc. Psychology and Diploma in Islamic Psychology students, this introduction sets classical writing on the self beside modern psychology: emotion, motivation, habit, resilience and wellbeing, with case studies drawn from counselling practice in Indian families.',
    category: 'books',
    ...BOOKS_TAX,
    mrp: 799,
    sellingPrice: 649,
    activeStatus: true,
    stock: 45,
    art: {
      kind: 'book',
      palette: ['#f3eef6', '#5b3a73', '#d9a441'],
      label: ['Heart, Mind', 'and Soul', 'Islamic Psychology'],
      facts: ['Paperback · 284 pages', 'Case studies', 'Reading lists per chapter'],
    },
  },
  {
    _id: 'zakah-made-clear',
    productName: 'Zakah Made Clear: A Practical Guide',
    productDescription:
      'The book of our free Zakah Master Class: who pays zakah, on what and how much, with worked calculations for savings, gold, business stock, shares and agricultural produce, and a chapter on distributing zakah responsibly through trusts and community funds.',
    category: 'books',
    ...BOOKS_TAX,
    mrp: 299,
    sellingPrice: 249,
    activeStatus: true,
    stock: 110,
    art: {
      kind: 'book',
      palette: ['#eef5ea', '#3d6b2a', '#c8902e'],
      label: ['Zakah', 'Made Clear', 'A Practical Guide'],
      facts: ['Paperback · 112 pages', 'Worked calculations', 'Zakah Master Class text'],
    },
  },
  {
    _id: 'islamic-inheritance-workbook',
    productName: 'Islamic Inheritance Workbook',
    productDescription:
      'Step-by-step exercises on the shares of heirs: fixed shares, residuaries, exclusion, and the cases of awl and radd. Sixty solved problems and sixty for practice, with answer tables, prepared for the Islamic Inheritance course and for families planning a will.',
    category: 'books',
    ...BOOKS_TAX,
    mrp: 399,
    sellingPrice: 349,
    activeStatus: true,
    stock: 70,
    art: {
      kind: 'book',
      palette: ['#f5f1e8', '#4a4a2a', '#b3611e'],
      label: ['Islamic', 'Inheritance', 'Workbook'],
      facts: ['A4 workbook · 140 pages', '120 problems', 'Answer tables'],
    },
  },
  {
    _id: 'khulafa-rashideen-lives',
    productName: 'Lives of the Rightly Guided Caliphs',
    productDescription:
      'Abu Bakr, Umar, Uthman and Ali, may Allah be pleased with them: their lives, their decisions as leaders and the institutions they built, told in clear English for the course The Dynamic Khulafa Rashideen and for any reader who wants to learn from their example.',
    category: 'books',
    ...BOOKS_TAX,
    mrp: 480,
    sellingPrice: 399,
    activeStatus: true,
    stock: 55,
    art: {
      kind: 'book',
      palette: ['#ecf0f3', '#243b53', '#c8902e'],
      label: ['Lives of the', 'Rightly Guided', 'Caliphs'],
      facts: ['Paperback · 220 pages', 'Four biographies', 'Leadership lessons'],
    },
  },
  {
    _id: 'principles-of-management-bba',
    productName: 'Principles of Management (BBA Semester I)',
    productDescription:
      'The core text of the first BBA semester: planning, organising, staffing, directing and controlling, with Indian case studies from family businesses, start-ups in Bengaluru and ethical finance, and end-of-chapter questions in the university examination format.',
    category: 'books',
    ...BOOKS_TAX,
    mrp: 575,
    sellingPrice: 460,
    activeStatus: true,
    stock: 90,
    art: {
      kind: 'book',
      palette: ['#eef3f8', '#1f4e79', '#e0a43a'],
      label: ['Principles of', 'Management', 'BBA Semester I'],
      facts: ['Paperback · 268 pages', 'Indian case studies', 'Exam-format questions'],
    },
  },
  {
    _id: 'islamic-studies-reference-library',
    productName: 'Islamic Studies Reference Library (40 volumes)',
    productDescription:
      'A complete reference shelf for a masjid, madrasa or college library: tafsir, hadith collections with commentary, fiqh of the four schools, seerah, history and Arabic grammar, forty hardback volumes chosen by our faculty, delivered with a printed catalogue and shelf labels.',
    category: 'books',
    ...BOOKS_TAX,
    mrp: 145000,
    sellingPrice: 118500,
    activeStatus: true,
    stock: 40,
    art: {
      kind: 'library',
      palette: ['#f4f1ea', '#0b5d4b', '#c8902e'],
      label: ['Reference', 'Library', '40 volumes'],
      facts: ['40 hardback volumes', 'Chosen by our faculty', 'Catalogue and shelf labels'],
    },
  },
  {
    _id: 'aspire-ruled-notebook-set',
    productName: 'Aspire Ruled Notebook Set (pack of 3)',
    productDescription:
      'Three A5 notebooks with 160 ruled pages each, stitched binding and covers printed with geometric art from our Chennai campus. One page in every ten carries a short verse or saying on seeking knowledge.',
    category: 'others',
    // Chapter 48: notebooks and registers.
    hsn: '4820',
    gstRate: 12,
    mrp: 240,
    sellingPrice: 199,
    activeStatus: true,
    stock: 140,
    art: {
      kind: 'notebook',
      palette: ['#eef5f2', '#0b5d4b', '#c8902e'],
      label: ['Aspire', 'Notebooks'],
      facts: ['Pack of 3 · A5', '160 ruled pages each', 'Stitched binding'],
    },
  },
  {
    _id: 'sheesham-wood-rehal',
    productName: 'Sheesham Wood Rehal (Qur’an Stand)',
    productDescription:
      'A folding reading stand carved from solid sheesham wood by artisans in Saharanpur, finished with natural oil. It holds a mushaf or a large book at a comfortable angle and folds flat for travel and storage.',
    category: 'others',
    // Chapter 44: wooden articles.
    hsn: '4420',
    gstRate: 12,
    mrp: 1250,
    sellingPrice: 999,
    activeStatus: true,
    stock: 48,
    art: {
      kind: 'rehal',
      palette: ['#f6efe6', '#7a4a22', '#c8902e'],
      label: ['Sheesham', 'Rehal'],
      facts: ['Solid sheesham wood', '30 cm when open', 'Folds flat'],
    },
  },
  {
    _id: 'travel-prayer-mat',
    productName: 'Travel Prayer Mat with Pouch',
    productDescription:
      'A light, padded prayer mat that folds into its own zipped pouch, with a printed qibla compass card. Soft on the knees, easy to wash and small enough for a college bag or office drawer.',
    category: 'others',
    // Chapter 57: textile floor coverings.
    hsn: '5705',
    gstRate: 12,
    mrp: 699,
    sellingPrice: 549,
    activeStatus: true,
    stock: 75,
    art: {
      kind: 'mat',
      palette: ['#eef4f1', '#1d5563', '#c8902e'],
      label: ['Travel', 'Prayer Mat'],
      facts: ['110 × 65 cm', 'Folds into its pouch', 'Qibla compass card'],
    },
  },
  {
    _id: 'aspire-campus-hoodie',
    productName: 'Aspire Campus Hoodie',
    productDescription:
      'A warm cotton-blend hoodie in deep green with the Aspire crest embroidered on the chest, a kangaroo pocket and ribbed cuffs. Worn by our students on campus trips and at the Peace Expo; available in sizes S to XXL.',
    category: 'others',
    // Chapter 61: knitted sweatshirts sold above ₹1,000.
    hsn: '6110',
    gstRate: 12,
    mrp: 1499,
    sellingPrice: 1199,
    activeStatus: true,
    stock: 65,
    art: {
      kind: 'hoodie',
      palette: ['#f1f4f2', '#0b5d4b', '#c8902e'],
      label: ['Aspire', 'Hoodie'],
      facts: ['Cotton blend · 320 gsm', 'Embroidered crest', 'Sizes S to XXL'],
    },
  },
  {
    _id: 'digital-tasbeeh-counter',
    productName: 'Digital Tasbeeh Counter',
    productDescription:
      'A ring-sized counter for dhikr with a backlit display, a silent mode and a reset button, running for months on one cell. Remembers the count when switched off.',
    category: 'others',
    // Chapter 90: counters.
    hsn: '9029',
    gstRate: 18,
    mrp: 350,
    sellingPrice: 280,
    activeStatus: true,
    stock: 100,
    art: {
      kind: 'counter',
      palette: ['#eef1f6', '#2f3f7a', '#c8902e'],
      label: ['Tasbeeh', 'Counter'],
      facts: ['Backlit display', 'Silent mode', 'Remembers the count'],
    },
  },
  {
    _id: 'aspire-canvas-tote',
    productName: 'Aspire Canvas Tote Bag',
    productDescription:
      'A sturdy natural canvas tote with an inner pocket and long handles, printed with the Aspire star pattern. Fits a laptop, two textbooks and a lunch box.',
    category: 'others',
    // Chapter 42: bags with an outer surface of textile.
    hsn: '4202',
    gstRate: 18,
    mrp: 399,
    sellingPrice: 320,
    activeStatus: true,
    stock: 130,
    art: {
      kind: 'bag',
      palette: ['#f7f3ea', '#7a5a2e', '#0b5d4b'],
      label: ['Aspire', 'Tote'],
      facts: ['Natural canvas', 'Inner pocket', 'Fits a 15-inch laptop'],
    },
  },
  {
    _id: 'aspire-academic-diary-2022',
    productName: 'Aspire Academic Diary 2022',
    productDescription:
      'The college diary for the 2022 academic year, with the Hijri and Gregorian calendars side by side. No longer sold.',
    category: 'others',
    // Chapter 48: diaries.
    hsn: '4820',
    gstRate: 12,
    mrp: 300,
    sellingPrice: 150,
    activeStatus: false,
    stock: 42,
    art: {
      kind: 'diary',
      palette: ['#f2efe9', '#5a4632', '#c8902e'],
      label: ['Academic', 'Diary 2022'],
      facts: ['Hijri and Gregorian', 'A5 hardbound', 'Year 2022'],
    },
  },
];

export const IMAGES_PER_PRODUCT = 3;
export const productImageUrls = (id: string) =>
  Array.from({ length: IMAGES_PER_PRODUCT }, (_, i) => `/api/shop/media/products/${id}-${i + 1}.svg`);
