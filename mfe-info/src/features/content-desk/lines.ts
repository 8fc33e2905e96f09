/** A list of lines (a faculty member's qualifications) as one text to edit, one a line. */
export const textOfLines = (lines: readonly string[]) => lines.join('\n');
/** The text's lines, each trimmed, empty ones dropped. */
export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Paragraphs (a leader's message) as one text to edit, a blank line between each. */
export const textOfParagraphs = (paragraphs: readonly string[]) => paragraphs.join('\n\n');
/** The text's paragraphs: what a blank line parts, each trimmed. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** The word under a list's one text control: the contract names a line too long by its place. */
export const listWords = (path: readonly PropertyKey[], message: string, one: string) =>
  path.length > 1 ? `Keep each ${one} under 2,000 characters` : message;
