import { postListSchema, postSchema } from '@aspire/contracts/info';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test-app.ts';

const { get } = await testApp();

describe('GET /api/info/post', () => {
  it('lists blogs and news, newest first, at least three of each', async () => {
    const all = postListSchema.parse((await get('post')).body.data);
    const blogs = postListSchema.parse((await get('post?kind=blog')).body.data);
    const news = postListSchema.parse((await get('post?kind=news')).body.data);
    expect(blogs.length).toBeGreaterThanOrEqual(3);
    expect(news.length).toBeGreaterThanOrEqual(3);
    expect(blogs.every((p) => p.kind === 'blog')).toBe(true);
    expect(news.every((p) => p.kind === 'news')).toBe(true);
    expect(all).toHaveLength(blogs.length + news.length);
    const times = all.map((p) => p.publishedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all[0]).not.toHaveProperty('body');
  });

  it('answers 400 naming kind for a bad value', async () => {
    for (const q of ['kind=video', 'kind[$gt]=', 'kind=blog&kind=news']) {
      const { status, body } = await get(`post?${q}`);
      expect(status, q).toBe(400);
      expect(body.success).toBe(false);
    }
    expect(Object.keys((await get('post?kind=video')).body.errors)).toEqual(['kind']);
  });

  it('returns a full article in Markdown, 404 when unknown, 400 when malformed', async () => {
    const { status, body } = await get('post/why-study-islamic-psychology');
    expect(status).toBe(200);
    const post = postSchema.parse(body.data);
    expect(post.body.split('\n\n').length).toBeGreaterThanOrEqual(3);
    expect(post.body).not.toMatch(/lorem\s+ipsum/i);
    const habits = postSchema.parse((await get('post/learning-arabic-as-an-adult')).body.data);
    expect(habits.body).toContain('\n\n## Five habits worth copying\n\n1. **A little every day.**');
    expect((await get('post/unknown-post')).status).toBe(404);
    expect((await get('post/Not_Valid!')).status).toBe(400);
  });
});
