import { eventListSchema, legalPageSchema } from '@aspire/contracts/info';
import { describe, expect, it } from 'vitest';
import { infoSchema } from './info-schema.ts';

describe('infoSchema', () => {
  it('loads the schema it names from the info contract', async () => {
    await expect(infoSchema('eventListSchema')()).resolves.toBe(eventListSchema);
    await expect(infoSchema('legalPageSchema')()).resolves.toBe(legalPageSchema);
  });
});
