/**
 * Receipt numbers: a series per Indian financial year (1 April to 31 March, in India's time), numbered
 * from 1 in each: `ASP/26-27/000123`. Rule 46(b) of the CGST Rules allows at most 16 characters of
 * letters, digits, `/` and `-`, unique within the financial year; this is exactly 16.
 */
import { todayInIndia } from '@aspire/service-kit/india-days';

export const SERIES_PREFIX = 'ASP';
const DIGITS = 6;

/** The financial year `at` falls in, in India: `26-27` from 1 April 2026 to 31 March 2027. */
export function financialYear(at: Date) {
  const [year, month] = todayInIndia(at).split('-').map(Number) as [number, number];
  const starts = month >= 4 ? year : year - 1;
  const twoDigits = (value: number) => String(value % 100).padStart(2, '0');
  return `${twoDigits(starts)}-${twoDigits(starts + 1)}`;
}

/** The series of a document dated `at`: `ASP/26-27`. */
export const seriesOf = (at: Date) => `${SERIES_PREFIX}/${financialYear(at)}`;

/** The `sequence`th number of `series`; beyond 999,999 in a year there would be no room in 16 characters. */
export function invoiceNumber(series: string, sequence: number) {
  if (sequence >= 10 ** DIGITS) throw new Error(`series ${series} is full`);
  return `${series}/${String(sequence).padStart(DIGITS, '0')}`;
}

/** The file a receipt downloads as: its number, `/` made `-` (`ASP-26-27-000123.pdf`). */
export const receiptFilename = (number: string) => `${number.replaceAll('/', '-')}.pdf`;
