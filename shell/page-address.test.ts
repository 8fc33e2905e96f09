import { describe, expect, it } from 'vitest';
import { isIndexable, pageAddress } from './page-address.ts';

describe('page address', () => {
  it('answers a page of the site at its canonical address', () => {
    expect(pageAddress('/')).toEqual({ kind: 'page' });
    expect(pageAddress('/Scholarship')).toEqual({ kind: 'page' });
    expect(pageAddress('/course/7')).toEqual({ kind: 'page' });
    expect(pageAddress('/orders')).toEqual({ kind: 'page' });
  });

  it('moves a mis-cased or slash-ended address of a page to its canonical form, query kept', () => {
    expect(pageAddress('/scholarship')).toEqual({ kind: 'moved', location: '/Scholarship' });
    expect(pageAddress('/COURSES', '?q=bba')).toEqual({ kind: 'moved', location: '/courses?q=bba' });
    expect(pageAddress('/courses/')).toEqual({ kind: 'moved', location: '/courses' });
    expect(pageAddress('/Course/Progress')).toEqual({ kind: 'moved', location: '/course/progress' });
    expect(pageAddress('/PRODUCT/Ab12')).toEqual({ kind: 'moved', location: '/product/Ab12' });
  });

  it('knows no other address', () => {
    for (const path of ['/nope', '/courses/extra', '/course/1/2', '/api/info/post', '/remotes.json']) {
      expect(pageAddress(path), path).toEqual({ kind: 'unknown' });
    }
  });

  it('lets search engines index public pages only', () => {
    for (const path of ['/', '/courses', '/product/zakah-made-clear'])
      expect(isIndexable(path), path).toBe(true);
    for (const path of ['/certificates/ASP-7K2M-Q9XD', '/orders', '/staff/learning', '/nope'])
      expect(isIndexable(path), path).toBe(false);
  });
});
