// @vitest-environment happy-dom
import type { HomeBannerFields, HomeCountFields } from '@aspire/contracts/content-desk';
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import { until } from '@aspire/ui/testing/desk-harness.tsx';
import { describe, expect, it } from 'vitest';
import { contentItem, contentService, errorOf, itemPageHarness, storedPicture } from './test-support.tsx';

const { desk, text, section, open, field, type, click, sent, createsWith } = itemPageHarness();

const buttons = () => [...desk.dom.container.querySelectorAll('button')].map((b) => b.textContent);
const fileInputs = () => [...desk.dom.container.querySelectorAll<HTMLInputElement>('input[type="file"]')];

const ARABIC: HomeBannerFields = {
  wide: '/api/info/media/home/arabic-wide.svg',
  narrow: '',
  alt: 'Arabic diplomas from basic to advanced: read Arabic with confidence in twelve months. Apply now.',
  place: 4,
};

describe('a home banner', () => {
  it('is refused without its wide picture, description or place, the words under each', async () => {
    await open('/staff/content/home-banners/new');
    expect(desk.dom.container.querySelector('h1')?.textContent).toBe('New banner');
    expect(fileInputs()).toHaveLength(2);
    await type({ 'Place in the carousel': '0' });
    await click('Save as a draft');
    expect(errorOf(fileInputs()[0] as HTMLElement)).toBe('Add the wide picture');
    expect(errorOf(fileInputs()[1] as HTMLElement)).toBeUndefined();
    expect(errorOf(field('Picture description'))).toBe('Describe the slide for people who cannot see it');
    expect(errorOf(field('Place in the carousel'))).toBe('Enter its place, like 1 for the first slide');
    expect(await sent('home-banners')).toEqual([]);
  });

  it('is saved with its uploaded wide picture, no phone picture and its place', async () => {
    const alt = 'Open day on 14 March at the Chennai campus: meet our teachers. Apply now.';
    await createsWith(
      'home-banners',
      'open-day',
      { 'Picture description': alt, Id: 'open-day', 'Place in the carousel': '2' },
      { wide: storedPicture(1), narrow: '', alt, place: 2 },
    );
  });

  it('opens with its art, previews as the carousel shows it, and says it is not shown on phones', async () => {
    desk.serve(contentService('home-banners', contentItem('arabic', ARABIC)).handlers);
    await open('/staff/content/home-banners/arabic');
    await until(() => desk.dom.container.querySelector('h1') !== null);
    expect(field('Place in the carousel').value).toBe('4');
    expect(buttons()).toContain('Unpublish');
    expect(await seriousAxeIssues(desk.dom.container)).toEqual([]);
    await click('Preview', section('Publishing'));
    const preview = () => desk.dom.container.querySelector<HTMLElement>('section[aria-label="Preview"]');
    await until(() => preview()?.querySelector('img') != null);
    expect(preview()?.querySelector('img')?.getAttribute('src')).toBe(ARABIC.wide);
    expect(preview()?.querySelector('img')?.getAttribute('alt')).toBe(ARABIC.alt);
    expect(preview()?.textContent).toContain('Not shown on phones: it has no phone picture.');
  });
});

const YEARS: HomeCountFields = { value: '25+', label: 'Years of Service' };

describe('a count on the home page', () => {
  it('is edited and saved as a draft, never unpublished', async () => {
    desk.serve(contentService('home-counts', contentItem('years', YEARS)).handlers);
    await open('/staff/content/home-counts/years');
    await until(() => desk.dom.container.querySelector('h1') !== null);
    expect(desk.dom.container.querySelector('h1')?.textContent).toBe('25+ Years of Service');
    expect(buttons()).not.toContain('Unpublish');
    expect(await seriousAxeIssues(desk.dom.container)).toEqual([]);

    await type({ Figure: '' });
    await click('Save draft', section('Publishing'));
    expect(errorOf(field('Figure'))).toBe('Enter the figure, like 15,000+');
    expect(await desk.bodies('PUT', /years$/)).toEqual([]);

    await type({ Figure: '26+' });
    await click('Save draft', section('Publishing'));
    await until(() => text().includes('Draft saved.'));
    expect(await desk.bodies('PUT', /years$/)).toEqual([{ version: 3, fields: { ...YEARS, value: '26+' } }]);
  });

  it('is never added here', async () => {
    await open('/staff/content/home-counts/new');
    expect(text()).toContain('Counts on the home page are not added here: edit one of those on the list.');
  });
});
