/**
 * What erasing a record of the inbox changes (DPDP Act 2023: erase what the purpose no longer needs).
 * Whatever names, reaches or describes the person goes; the kind, course, campus, dates, status and fee
 * stay, so the college's admissions counts still add up and the record still reads on the desk.
 */
import { ERASED } from '@aspire/contracts/privacy';
import type { UpdateFilter } from 'mongodb';
import type { ErasureReason, InboxDoc } from './inbox-doc.ts';

/** The update that erases one record: the same whenever it is applied, so erasing twice changes nothing. */
export function erasure(doc: InboxDoc, at: Date, reason: ErasureReason): UpdateFilter<InboxDoc> {
  const { utmSource, utmMedium, utmCampaign } = doc.source;
  return {
    $set: {
      name: ERASED,
      email: '',
      phone: '',
      nameLower: '',
      familyNameLower: '',
      emailLower: '',
      phoneDigits: '',
      phoneNational: '',
      gender: null,
      message: '',
      subject: doc.subject === null ? null : '',
      ...(doc.firstName === undefined ? {} : { firstName: ERASED, lastName: '' }),
      // The guardian's consent is kept as a fact (that and when it was given), without who gave it.
      guardian: doc.guardian && { name: ERASED, email: '', phone: '', consentedAt: doc.guardian.consentedAt },
      // A campaign's name stays for the counts; a referrer or a landing address may carry anything.
      source: {
        ...(utmSource && { utmSource }),
        ...(utmMedium && { utmMedium }),
        ...(utmCampaign && { utmCampaign }),
      },
      duplicateCount: 0,
      erasedAt: at,
      erasedBecause: reason,
    },
    $unset: { consentTokenHash: '', consentExpiresAt: '', fingerprint: '' },
  };
}
