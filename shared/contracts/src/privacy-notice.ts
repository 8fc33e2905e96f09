/**
 * The privacy notice's version and the times it promises, apart from the privacy contract's schemas so
 * the public legal pages that name them do not bring zod with them.
 */

/** The privacy notice in force (the `/privacy-policy` page); a consent names the version the person saw. */
export const PRIVACY_NOTICE_VERSION = '2026-11';

/** The time the site promises for an erasure to be complete everywhere (usually it takes a minute). */
export const ERASURE_DAYS = 7;
/** How long the link of the confirmation e-mail works. */
export const ERASURE_LINK_HOURS = 24;
