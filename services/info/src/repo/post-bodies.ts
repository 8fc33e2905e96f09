import type { Db, Document } from 'mongodb';

const isArray = { $type: 'array' };

/** The value at a dotted `path` of a document. */
const at = (doc: Document, path: string) =>
  path.split('.').reduce<unknown>((value, key) => (value as Document | undefined)?.[key], doc);

/** Turns each array of paragraphs at `path` into one Markdown text: paragraphs are what a blank line separates. */
async function joinParagraphs(db: Db, collection: string, path: string) {
  const documents = db.collection(collection);
  for (const doc of await documents.find({ [path]: isArray }, { projection: { [path]: 1 } }).toArray()) {
    const paragraphs = at(doc, path) as string[];
    // Only while it is still an array: an editor may have saved a new body meanwhile.
    await documents.updateOne(
      { _id: doc._id, [path]: isArray },
      { $set: { [path]: paragraphs.join('\n\n') } },
    );
  }
}

/**
 * Posts stored before bodies became Markdown kept them as arrays of paragraphs: the public body, the
 * editors' draft and every revision. Each becomes one Markdown text; a body already text is left alone,
 * so running it again (on every start, on every instance) changes nothing.
 */
export async function markdownPostBodies(db: Db) {
  await joinParagraphs(db, 'posts', 'body');
  await joinParagraphs(db, 'posts', 'editorial.draft.body');
  await joinParagraphs(db, 'posts_revisions', 'fields.body');
}
