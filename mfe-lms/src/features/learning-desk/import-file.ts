import { importRequestSchema, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '@aspire/contracts/learning-desk';

const KB = 1024;

/**
 * The chosen file's text, or why it cannot be sent: none chosen, too large (told from its size,
 * before it is read), or empty, in the contract's words where it has them.
 */
export async function readImportFile(file: File | undefined): Promise<{ csv: string } | { error: string }> {
  const csv = importRequestSchema.shape.csv;
  if (!file) return { error: csv.safeParse(undefined).error?.issues[0]?.message ?? 'Choose a CSV file' };
  if (file.size > MAX_IMPORT_BYTES)
    return {
      error: `This file is ${Math.ceil(file.size / KB)} KB; one import takes at most ${MAX_IMPORT_BYTES / KB} KB (about ${MAX_IMPORT_ROWS.toLocaleString('en-IN')} learners). Split it into smaller files.`,
    };
  const text = await file.text();
  const problem = csv.safeParse(text).error?.issues[0]?.message;
  return problem ? { error: problem } : { csv: text };
}
