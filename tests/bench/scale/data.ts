/**
 * The scale bench's data: accounts, products, orders, admissions and enquiries, enrolments and learner
 * progress, built document by document in the shape each service's repo writes, so the services read
 * them as their own. Every value comes from a seeded generator per item: the same data at every run.
 */
import { randomUUID } from 'node:crypto';
import type { Application } from '@aspire/contracts/application';
import { admissionModeOf } from '@aspire/contracts/catalog';
import { COURSE_SLUGS } from '@aspire/contracts/courses';
import { ObjectId } from 'mongodb';
import { formDoc, type InboxDoc } from '../../../services/catalog/src/repo/inbox-doc.ts';
import { SEED_COURSES as CATALOG_SEED } from '../../../services/catalog/src/seed/courses.ts';
import type { UserDoc } from '../../../services/identity/src/repo/users.ts';
import { noCounts, standingOf } from '../../../services/lms/src/lib/desk-standing.ts';
import { searchWordDocs } from '../../../services/lms/src/repo/desk-standing.ts';
import type { StoredEnrolment } from '../../../services/lms/src/repo/enrolments.ts';
import { SEED_COURSES } from '../../../services/lms/src/seed/courses.ts';
import { SEED_OFFERINGS } from '../../../services/lms/src/seed/offerings.ts';
import { orderProductDocs, searchKeysOf } from '../../../services/shop/src/repo/order-doc.ts';
import type { ProductDoc } from '../../../services/shop/src/repo/product-doc.ts';
import { stockLevelOf } from '../../../services/shop/src/repo/stock-level.ts';

export type { ProductDoc };

import type { OrderDoc, OrderLine } from '../../../services/shop/src/repo/orders.ts';
import { productImageUrls, SEED_PRODUCTS } from '../../../services/shop/src/seed/products.ts';

export type Scale = 'small' | 'full';
export type Sizes = {
  accounts: number;
  orders: number;
  admissions: number;
  enquiries: number;
  progress: number;
  products: number;
};

/** The sizes; `small` is a hundredth of everything but the accounts (1,000). */
export function sizesOf(scale: Scale, progressRecords = 1_000_000): Sizes {
  if (scale === 'full')
    return {
      accounts: 100_000,
      orders: 200_000,
      admissions: 30_000,
      enquiries: 20_000,
      progress: progressRecords,
      products: 10_000,
    };
  return { accounts: 1_000, orders: 2_000, admissions: 300, enquiries: 200, progress: 10_000, products: 100 };
}

/** The accounts the bench signs in, one per connection: each has orders and progress. */
export const POOL = 50;

// Shapes the repos keep to themselves (products.ts, submissions.ts, progress.ts), written out here.
/** A form as a visitor fills it, and when: what the catalog turns into an inbox record. */
export type FormFill = Omit<Application, 'idempotencyKey'> & { receivedAt: Date };
export type CompletionDoc = { email: string; slug: string; unitId: string; completedAt: Date };
export type PositionDoc = { email: string; slug: string; lastUnitId: string | null; updatedAt: Date };

const NOW = Date.now();
const DAY = 86_400_000;

/** mulberry32: a small seeded generator, one per item of a kind. */
function randomFor(kind: number, index: number) {
  let state = (Math.imul(kind, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Random = ReturnType<typeof randomFor>;
const KIND = { account: 1, user: 2, product: 3, order: 4, form: 5, learner: 6 } as const;

const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
/** A moment in the last `days` days. */
const within = (random: Random, days: number) => new Date(NOW - Math.floor(random() * days * DAY));
/** `days` after `from`, or now if that is still to come. */
const later = (from: Date, days: number) => new Date(Math.min(NOW, from.getTime() + days * DAY));
const mobile = (random: Random) =>
  `${between(random, 6, 9)}${String(between(random, 0, 999_999_999)).padStart(9, '0')}`;
/** An ObjectId as the driver makes one: the creation second first, then (here) the item's number. */
const objectIdAt = (at: Date, index: number) =>
  new ObjectId(
    Math.floor(at.getTime() / 1000)
      .toString(16)
      .padStart(8, '0') + index.toString(16).padStart(16, '0'),
  );
const base36 = (random: Random, length: number) =>
  Array.from({ length }, () => between(random, 0, 35).toString(36)).join('');

const FIRST_NAMES = [
  'Aisha',
  'Fathima',
  'Zainab',
  'Mariam',
  'Ayesha',
  'Sana',
  'Nazia',
  'Priya',
  'Divya',
  'Lakshmi',
  'Mohammed',
  'Abdul',
  'Imran',
  'Irfan',
  'Yusuf',
  'Faisal',
  'Arjun',
  'Karthik',
  'Rahul',
  'Suresh',
  'Nasreen',
  'Shabana',
  'Rizwan',
  'Salman',
  'Tariq',
  'Hafsa',
  'Sumaiya',
  'Anand',
  'Meera',
  'Thomas',
];
const LAST_NAMES = [
  'Rahman',
  'Khan',
  'Sheikh',
  'Ansari',
  'Basha',
  'Hussain',
  'Siddiqui',
  'Qureshi',
  'Syed',
  'Ali',
  'Iyer',
  'Nair',
  'Reddy',
  'Raman',
  'Krishnan',
  'Subramanian',
  'Menon',
  'Pillai',
  'Joseph',
  'Fernandes',
];
const DOMAINS = ['gmail.com', 'yahoo.co.in', 'outlook.com', 'rediffmail.com', 'hotmail.com'];
const CITIES = [
  ['Chennai', 'Tamil Nadu', 600],
  ['Coimbatore', 'Tamil Nadu', 641],
  ['Madurai', 'Tamil Nadu', 625],
  ['Vellore', 'Tamil Nadu', 632],
  ['Bengaluru', 'Karnataka', 560],
  ['Mysuru', 'Karnataka', 570],
  ['Mangaluru', 'Karnataka', 575],
  ['Hyderabad', 'Telangana', 500],
  ['Kozhikode', 'Kerala', 673],
] as const;
const STREETS = ['Greams Lane', 'Mount Road', 'Anna Salai', 'MG Road', 'Residency Road', 'Park Street'];

/** Account number `index`: who they are, the same wherever the bench needs them. */
export function account(index: number) {
  const random = randomFor(KIND.account, index);
  const firstName = pick(random, FIRST_NAMES);
  const lastName = pick(random, LAST_NAMES);
  const createdAt = within(random, 3 * 365);
  return {
    _id: objectIdAt(createdAt, index),
    email: `${firstName}.${lastName}.${index}@${pick(random, DOMAINS)}`.toLowerCase(),
    firstName,
    lastName,
    mobileNumber: mobile(random),
    createdAt,
  };
}

/** The accounts, all with the same password (its hash made once), a few signed out since. */
export function* users(sizes: Sizes, passwordHash: string): Generator<UserDoc> {
  for (let index = 0; index < sizes.accounts; index += 1) {
    const { _id, email, firstName, lastName, mobileNumber, createdAt } = account(index);
    const random = randomFor(KIND.user, index);
    const signedOut = index >= POOL && random() < 0.03;
    const changedAt = new Date(createdAt.getTime() + Math.floor(random() * (NOW - createdAt.getTime())));
    yield {
      _id,
      email,
      firstName,
      lastName,
      mobileNumber,
      passwordHash,
      tokenVersion: signedOut ? between(random, 1, 3) : 0,
      ...(signedOut ? { tokenVersionChangedAt: changedAt } : {}),
      emailVerified: random() < 0.9,
      createdAt,
      updatedAt: signedOut ? changedAt : createdAt,
    };
  }
}

const BOOKS = [
  'Arabic Reader',
  'Tajweed Guide',
  'Hadith Primer',
  'Seerah Notes',
  'Fiqh Handbook',
  'Psychology Workbook',
  'Accounting Basics',
  'Tafsir Companion',
  'Grammar Drills',
  'Exam Guide',
];
const OTHERS = [
  'Study Planner',
  'Prayer Mat',
  'College Hoodie',
  'Tasbih Counter',
  'Tote Bag',
  'Diary',
  'Rehal Stand',
  'Notebook Set',
];

/** Product number `index` (after the shop's own seed products). */
export function product(index: number): ProductDoc {
  const random = randomFor(KIND.product, index);
  const category = random() < 0.7 ? 'books' : 'others';
  const title = pick(random, category === 'books' ? BOOKS : OTHERS);
  const edition = between(random, 1, 12);
  const _id = `${title.toLowerCase().replaceAll(' ', '-')}-${edition}-${index}`;
  const mrp = between(random, 10, 300) * 10 - 1;
  const createdAt = within(random, 3 * 365);
  const doc: ProductDoc = {
    _id,
    productName: `${title} ${edition}`,
    productDescription: `${title}, edition ${edition}: ${category === 'books' ? 'a study text for our courses, with exercises and a glossary' : 'from the college store, made in Tamil Nadu'}.`,
    category,
    mrp,
    sellingPrice: Math.round(mrp * (0.7 + random() * 0.3)),
    image: productImageUrls(_id),
    activeStatus: random() < 0.95,
    order: SEED_PRODUCTS.length + index,
    createdAt,
    updatedAt: createdAt,
    // Most counted, some not; a few sold out.
    stock: random() < 0.2 ? null : between(random, 0, 200),
    lowStockAt: 5,
    version: 0,
  };
  // As the shop keeps it with the count (stock-level.ts).
  const stockLevel = stockLevelOf(doc);
  return stockLevel ? { ...doc, stockLevel } : doc;
}

function address(random: Random, name: string, email: string, mobileNumber: string) {
  const [city, state, pin] = pick(random, CITIES);
  return {
    name,
    email,
    mobileNumber,
    pincode: `${pin}${String(between(random, 1, 120)).padStart(3, '0')}`,
    address: `${between(random, 1, 240)} ${pick(random, STREETS)}`,
    flat: `Flat ${between(random, 1, 40)}`,
    landmark: random() < 0.5 ? 'Near the mosque' : '',
    city,
    state,
  };
}

/**
 * Orders as the shop stores them once checkout is over: paid, delivered, failed or cancelled (an
 * abandoned `created` one is cancelled by the shop within the hour). The signed-in pool has two each;
 * the rest go to accounts at random.
 */
export function* orders(sizes: Sizes, products: ProductDoc[]): Generator<OrderDoc> {
  for (let index = 0; index < sizes.orders; index += 1) {
    const random = randomFor(KIND.order, index);
    const buyer = account(index < 2 * POOL ? index % POOL : between(random, 0, sizes.accounts - 1));
    const lines: OrderLine[] = Array.from({ length: between(random, 1, 3) }, () => {
      const { _id, productName, image, mrp, sellingPrice } = pick(random, products);
      return {
        productId: _id,
        productName,
        image: image[0] ?? '',
        qty: between(random, 1, 3),
        mrp,
        sellingPrice,
      };
    });
    const roll = random();
    const status =
      index < 2 * POOL || roll < 0.7
        ? 'delivered'
        : roll < 0.84
          ? 'paid'
          : roll < 0.92
            ? 'cancelled'
            : 'failed';
    const createdAt = new Date(Math.max(buyer.createdAt.getTime(), within(random, 3 * 365).getTime()));
    const settledAt = new Date(createdAt.getTime() + between(random, 30_000, 600_000));
    const via = random() < 0.8 ? 'checkout' : 'webhook';
    const paid = status === 'paid' || status === 'delivered';
    const name = `${buyer.firstName} ${buyer.lastName}`;
    const history: OrderDoc['history'] = [{ status: 'created', at: createdAt, via: 'checkout' }];
    if (paid) history.push({ status: 'paid', at: settledAt, via });
    const deliveredAt = status === 'delivered' ? later(settledAt, between(random, 2, 9)) : undefined;
    if (deliveredAt) history.push({ status: 'delivered', at: deliveredAt, via: 'college' });
    if (status === 'failed') history.push({ status, at: settledAt, via: 'webhook' });
    if (status === 'cancelled')
      history.push({ status, at: new Date(createdAt.getTime() + 3_600_000), via: 'expiry' });
    const order: OrderDoc = {
      _id: objectIdAt(createdAt, index),
      userId: buyer._id.toHexString(),
      status,
      amount: lines.reduce((sum, line) => sum + line.sellingPrice * line.qty, 0) * 100,
      currency: 'INR',
      receipt: `rcpt_${base36(random, 16)}`,
      gateway: 'razorpay',
      paymentOrderId: `order_${base36(random, 6)}${index.toString(36).padStart(8, '0')}`,
      ...(paid
        ? { paymentId: `pay_${base36(random, 6)}${index.toString(36).padStart(8, '0')}`, paidVia: via }
        : {}),
      ...(status === 'failed' ? { failureReason: 'Payment declined by the bank' } : {}),
      lines,
      shippingAddress: paid || random() < 0.7 ? address(random, name, buyer.email, buyer.mobileNumber) : null,
      createdAt,
      paidAt: paid ? settledAt : null,
      ...(deliveredAt ? { deliveredAt } : {}),
      history,
    };
    // The keys and product entries the shop writes with every order (the orders desk finds it by them).
    yield { ...order, ...searchKeysOf(order) };
  }
}

/** Each order's products, as the shop keeps them beside its orders for the desk's product filter. */
export const orderProducts = (sizes: Sizes, products: ProductDoc[]) =>
  [...orders(sizes, products)].flatMap(orderProductDocs);

const MESSAGES = [
  'Please share the fee structure and the hostel facilities.',
  'Is there a scholarship for this course? My daughter scored 92% in 12th.',
  'What are the class timings for working professionals?',
  'Can I join the online batch from Dubai?',
  'I would like to know the admission dates for the next academic year.',
  'Does the course include Arabic from the beginning? I am a complete beginner.',
];

/** Admission (`kind` 0) or enquiry (1) forms as visitors fill them: half from an account's owner, half from new people. */
export function* formFills(
  kind: 0 | 1,
  count: number,
  sizes: Sizes,
): Generator<FormFill & { _id: ObjectId }> {
  for (let index = 0; index < count; index += 1) {
    const random = randomFor(KIND.form, kind * 1_000_000 + index);
    const known = random() < 0.5 ? account(between(random, 0, sizes.accounts - 1)) : undefined;
    const studentName = known
      ? `${known.firstName} ${known.lastName}`
      : `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`;
    const email =
      known?.email ??
      `${studentName.replace(' ', '.').toLowerCase()}.f${kind}${index}@${pick(random, DOMAINS)}`;
    const courseId = random() < 0.8 ? between(random, 1, 18) : undefined;
    const form: Omit<Application, 'idempotencyKey'> = {
      studentName,
      email,
      mobileNumber: known?.mobileNumber ?? mobile(random),
      gender: random() < 0.55 ? 'Female' : 'Male',
      message: pick(random, MESSAGES),
      ...(courseId ? { courseId } : {}),
      ...(random() < 0.6 ? { location: pick(random, ['Chennai', 'Bengaluru']) } : {}),
      ...(kind === 0 && courseId ? { admissionMode: admissionModeOf(courseOf(courseId)) } : {}),
    };
    const receivedAt = within(random, 3 * 365);
    yield { _id: objectIdAt(receivedAt, index), ...form, receivedAt };
  }
}

const CATALOG_COURSES = new Map(CATALOG_SEED.map((course) => [course.id, course]));
const courseOf = (id: number) => {
  const course = CATALOG_COURSES.get(id);
  if (!course) throw new Error(`No seed course ${id}`);
  return course;
};

/** The inbox records of those forms, made by the catalog's own record builder (as its forms store them). */
export function* forms(kind: 0 | 1, count: number, sizes: Sizes): Generator<InboxDoc> {
  for (const { _id, ...fill } of formFills(kind, count, sizes)) {
    const course = fill.courseId ? CATALOG_COURSES.get(fill.courseId) : undefined;
    yield formDoc(
      _id,
      kind === 0 ? 'application' : 'enquiry',
      fill,
      course ? { id: course.id, slug: course.slug, title: course.title } : null,
      randomUUID(),
    );
  }
}

const COURSES = SEED_COURSES.map((course) => ({
  slug: course.slug,
  units: course.sections.flatMap((section) => section.units.map((unit) => unit.id)),
}));
const isoDay = (at: Date) => at.toISOString().slice(0, 10);
/** The catalogue course an enrolment in each content is for: the lowest id teaching it (the campus twin). */
const CAMPUS_COURSE = new Map<string, number>();
for (const [id, slug] of Object.entries(COURSE_SLUGS).reverse()) CAMPUS_COURSE.set(slug, Number(id));
/** The course the bench opens on the enrolments desk: the campus course of the first content. */
export const DESK_COURSE = CAMPUS_COURSE.get(COURSES[0]?.slug ?? '') ?? 1;

/** One learner's enrolment and how many of its units (in order) they completed. */
export type PlannedCourse = {
  /** The learner's account, which has claimed the enrolment (as a sign-in with the address confirmed does). */
  userId: string;
  email: string;
  slug: string;
  units: string[];
  done: number;
  start: Date;
};

/**
 * Who is enrolled in what and how far they got. Four accounts in five are learners, each in two to
 * four courses, most part-way through; completed units are dealt out until `sizes.progress` is
 * reached, so the last learners have started nothing yet. The signed-in pool all have progress.
 */
export function learnerPlans(sizes: Sizes): PlannedCourse[] {
  const plans: PlannedCourse[] = [];
  let left = sizes.progress;
  for (let index = 0; index < sizes.accounts; index += 1) {
    if (index >= POOL && index % 5 === 4) continue;
    const random = randomFor(KIND.learner, index);
    const { _id, email, createdAt } = account(index);
    const courses = [...COURSES].sort(() => random() - 0.5).slice(0, between(random, 2, 4));
    for (const [position, { slug, units }] of courses.entries()) {
      const wanted = Math.ceil(units.length * Math.cbrt(random()));
      const done = Math.min(left, index < POOL && position === 0 ? Math.max(1, wanted) : wanted);
      left -= done;
      const start = new Date(Math.max(createdAt.getTime(), within(random, 3 * 365).getTime()));
      plans.push({ userId: _id.toHexString(), email, slug, units, done, start });
    }
  }
  return plans;
}

const SIGNED_OFF = new Set(SEED_OFFERINGS.filter((o) => o.requiresSignOff).map((o) => o.courseId));

/**
 * The enrolments, with the desk's standing the learner service keeps beside each (from the same
 * completions, `completions` below; no certificate yet).
 */
export function* enrolments(plans: PlannedCourse[]): Generator<StoredEnrolment & { _id: ObjectId }> {
  for (const [index, plan] of plans.entries()) {
    const { userId, email, units, start, done } = plan;
    const months = units.length >= 7 ? 36 : 6;
    const end = new Date(start);
    end.setUTCMonth(end.getUTCMonth() + months);
    // The same id at every run: the search words below refer to it.
    const enrolment = {
      _id: new ObjectId(index.toString(16).padStart(24, '0')),
      email,
      state: 'active' as const,
    };
    const courseId = CAMPUS_COURSE.get(plan.slug) as number;
    const kept = standingOf(enrolment, {
      requiresSignOff: SIGNED_OFF.has(courseId),
      units: units.length,
      completedUnits: done,
      lastActivityAt: done ? later(start, done * 7) : null,
      certificate: null,
    });
    yield {
      ...enrolment,
      courseId,
      startDate: isoDay(start),
      endDate: isoDay(end),
      userId,
      createdAt: start,
      claimedAt: start,
      ...kept,
      keptVersion: 1,
    };
  }
}

/** The words of each enrolment the desk's search reads, as the learner service keeps them. */
export function* enrolmentWords(plans: PlannedCourse[]) {
  for (const enrolment of enrolments(plans)) yield* searchWordDocs(enrolment, enrolment.listKey ?? '');
}

/** Each course's numbers: the sum of its enrolments' part in them, as the learner service keeps it. */
export function courseNumbers(plans: PlannedCourse[]) {
  const byCourse = new Map<number, ReturnType<typeof noCounts>>();
  for (const enrolment of enrolments(plans)) {
    const counts = byCourse.get(enrolment.courseId) ?? noCounts();
    for (const [field, count] of Object.entries(enrolment.counted ?? {}))
      counts[field as keyof typeof counts] += count;
    byCourse.set(enrolment.courseId, counts);
  }
  return byCourse;
}

/** Where each learner with progress stands: the unit after their last completed one. */
export function* positions(plans: PlannedCourse[]): Generator<PositionDoc> {
  for (const { email, slug, units, done, start } of plans) {
    if (done === 0) continue;
    const lastUnitId = units[Math.min(done, units.length - 1)] ?? null;
    yield { email, slug, lastUnitId, updatedAt: later(start, done * 7) };
  }
}

export function* completions(plans: PlannedCourse[]): Generator<CompletionDoc> {
  for (const { email, slug, units, done, start } of plans) {
    for (const [week, unitId] of units.slice(0, done).entries())
      yield { email, slug, unitId, completedAt: later(start, (week + 1) * 7) };
  }
}
