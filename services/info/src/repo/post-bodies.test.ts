import { postSchema } from '@aspire/contracts/info';
import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { infoRepo } from './info.ts';

const database = await testDatabase();
const now = () => new Date('2026-03-10T06:00:00Z');

const paragraphs = ['Applications are open.', 'Visit either campus to meet the teachers.'];
const markdown = 'Applications are open.\n\nVisit either campus to meet the teachers.';

/** A post as it was stored while bodies were arrays of paragraphs: public, with a draft and two revisions. */
const oldPost = {
  _id: 'admissions-open-old-shape',
  order: 99,
  kind: 'news',
  title: 'Admissions open for the new year',
  author: 'Admissions Office',
  publishedAt: '2026-02-20T04:30:00.000Z',
  image: '/api/info/media/posts/library-extension-opens.svg',
  imageAlt: 'The new wing of the college library',
  summary: 'Applications for every programme are now open in Chennai and Bengaluru.',
  body: paragraphs,
  editorial: {
    state: 'published',
    visible: true,
    draft: { title: 'Admissions open', body: [...paragraphs, 'Scholarships too.'] },
    publishAt: null,
    version: 2,
    updatedAt: now(),
    updatedBy: 'Fathima Editor',
  },
};

describe('post bodies stored as paragraphs', () => {
  it('become one Markdown text at start, in the post, its draft and its revisions, and stay so', async () => {
    const posts = database.db.collection<Record<string, unknown> & { _id: string }>('posts');
    const revisions = database.db.collection<Record<string, unknown> & { _id: string }>('posts_revisions');
    await posts.insertOne(oldPost);
    await revisions.insertMany([
      { _id: `${oldPost._id}#1`, item: oldPost._id, version: 1, fields: { body: paragraphs } },
      { _id: `${oldPost._id}#2`, item: oldPost._id, version: 2, fields: { body: markdown } },
    ]);

    const repo = infoRepo(database.db, { now });
    await repo.prepare();
    const stored = await posts.findOne({ _id: oldPost._id });
    expect(stored).toMatchObject({
      body: markdown,
      editorial: { draft: { title: 'Admissions open', body: `${markdown}\n\nScholarships too.` } },
    });
    const kept = await revisions.find({ item: oldPost._id }).sort({ version: 1 }).toArray();
    expect(kept.map((revision) => revision.fields)).toEqual([{ body: markdown }, { body: markdown }]);
    expect(postSchema.parse(await repo.getPost(oldPost._id)).body).toBe(markdown);
    // The posts loaded from the content files are Markdown too.
    const loaded = await repo.getPost('why-study-islamic-psychology');
    expect(postSchema.parse(loaded).body.split('\n\n').length).toBeGreaterThanOrEqual(3);

    await repo.prepare();
    expect(await posts.findOne({ _id: oldPost._id })).toEqual(stored);
  });
});
