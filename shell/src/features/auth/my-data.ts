import { call, http } from '@aspire/client/http';
import { type MyDataPart, myDataPartSchema, PRIVACY_NOTICE_VERSION } from '@aspire/contracts/privacy';
import { today } from '@aspire/ui/dates.ts';

/** Every service holding a part of the person's data, in the order the file and its summary follow. */
export const MY_DATA_PARTS = ['identity', 'catalog', 'shop', 'lms'] as const;
export type MyDataSource = (typeof MY_DATA_PARTS)[number];

/** Each part as the person knows it, for saying which one could not be read. */
export const PART_NAMES: Record<MyDataSource, string> = {
  identity: 'your account',
  catalog: 'your applications, enquiries and messages',
  shop: 'your cart and orders',
  lms: 'your courses and certificates',
};

/** Some parts could not be read: no file is made from the others, as it would not be everything. */
export class UnreadParts extends Error {
  readonly parts: MyDataSource[];
  constructor(parts: MyDataSource[]) {
    super(`We could not read ${joinNames(parts.map((part) => PART_NAMES[part]))}`);
    this.parts = parts;
  }
}

const joinNames = (names: string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

/** Reads every part at once; throws UnreadParts naming each part that failed. */
export async function readMyData(): Promise<Record<MyDataSource, MyDataPart>> {
  const answers = await Promise.allSettled(
    MY_DATA_PARTS.map((part) => call(http.get(`${part}/my-data`), myDataPartSchema)),
  );
  const unread = MY_DATA_PARTS.filter((_, index) => answers[index]?.status === 'rejected');
  if (unread.length > 0) throw new UnreadParts(unread);
  return Object.fromEntries(
    MY_DATA_PARTS.map((part, index) => [part, (answers[index] as PromiseFulfilledResult<MyDataPart>).value]),
  ) as Record<MyDataSource, MyDataPart>;
}

/** The one downloaded file: every part's data under its service's name, and all their sentences in order. */
export function myDataFile(parts: Record<MyDataSource, MyDataPart>, now = new Date()) {
  const summary = MY_DATA_PARTS.flatMap((part) => parts[part].summary);
  const content = {
    generatedAt: now.toISOString(),
    noticeVersion: PRIVACY_NOTICE_VERSION,
    summary,
    ...Object.fromEntries(MY_DATA_PARTS.map((part) => [part, parts[part].data])),
  };
  return {
    filename: `aspire-my-data-${today(now)}.json`,
    summary,
    blob: new Blob([JSON.stringify(content, null, 2)], { type: 'application/json' }),
  };
}
