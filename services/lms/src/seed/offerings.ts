import { newOfferingSchema } from '@aspire/contracts/learning-desk';
import { readContentFile } from '@aspire/service-kit/content-files';
import { z } from 'zod';
import { CONTENT_DIR } from './content.ts';

/**
 * The catalogue's courses as the learner area teaches them (`content/offerings.json`): titles as the
 * catalogue prints them, the content each opens, and the length from the stated duration (whole months,
 * a course of weeks rounded up). Only the Master's asks for a sign-off: its dissertation is assessed by
 * a tutor.
 */
export const readOfferings = (folder = CONTENT_DIR) =>
  readContentFile(folder, 'offerings.json', z.array(newOfferingSchema.strict()));
export type SeedOffering = ReturnType<typeof readOfferings>[number];

/** Read when the service starts. */
export const SEED_OFFERINGS = readOfferings();
