/**
 * India's states and union territories with their GST state codes (the first two digits of a GSTIN, and
 * the code a tax invoice prints beside the place of supply), and how a delivery address names them.
 */

export type IndianState = { code: string; name: string };

/** GST state codes, as the GST Council lists them (codes 25 and 26 merged into 26 in 2020). */
export const INDIAN_STATES: readonly IndianState[] = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
];

/** Other ways people write a state in an address, already in `key`'s form. */
const ALSO_WRITTEN: Record<string, string> = {
  tamilnadu: '33',
  tn: '33',
  pondicherry: '34',
  orissa: '21',
  newdelhi: '07',
  nctofdelhi: '07',
  jk: '01',
  jammukashmir: '01',
  uttaranchal: '05',
  andamannicobar: '35',
  andamanandnicobar: '35',
  ka: '29',
};

/** Letters only, lower case, "and"/"&" dropped: "Tamil Nadu", "TAMIL-NADU" and "tamilnadu" meet. */
const key = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/\band\b/g, ' ')
    .replace(/[^a-z]/g, '');

const BY_KEY = new Map<string, IndianState>(INDIAN_STATES.map((state) => [key(state.name), state]));
const BY_CODE = new Map(INDIAN_STATES.map((state) => [state.code, state]));
for (const [written, code] of Object.entries(ALSO_WRITTEN)) BY_KEY.set(written, BY_CODE.get(code)!);

/** The state a delivery address or a setting names (its name, a common variant, or its two-digit code). */
export function findState(text: string): IndianState | undefined {
  const trimmed = text.trim();
  return /^\d{2}$/.test(trimmed) ? BY_CODE.get(trimmed) : BY_KEY.get(key(trimmed));
}

/** "Karnataka (29)": a place of supply as Rule 46 asks for it, name and code. */
export const stateLabel = (state: IndianState) => `${state.name} (${state.code})`;
