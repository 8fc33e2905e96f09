import { describe, expect, it } from 'vitest';
import { pageStyles, type StyleManifest } from './page-styles.ts';

const sheet = (name: string, ...css: string[]) => ({ name, assets: { css: { sync: css } } });

const shell = {
  ownFiles: ['static/css/async/bootstrap.1.css', 'static/js/async/bootstrap.1.js'],
  manifest: {
    shared: [sheet('@aspire/ui/dialog.tsx', 'static/css/dialog.1.css'), sheet('react')],
    exposes: [],
  } satisfies StyleManifest,
};
const info: StyleManifest = {
  shared: [
    sheet('@aspire/ui/dialog.tsx', 'static/css/dialog.9.css'),
    sheet('@aspire/ui/tab-keys.ts', 'static/css/tabs.3.css'),
  ],
  exposes: [
    sheet('events-page', 'static/css/events.2.css'),
    sheet('gallery-page', 'static/css/gallery.4.css'),
  ],
};

describe("a server-rendered page's styles", () => {
  it("are the shell's own, the kit's it provides, and the route module's with the kit's only its remote provides", () => {
    expect(pageStyles(shell, [{ remote: 'info', module: 'events-page', manifest: info }])).toEqual([
      { path: 'static/css/async/bootstrap.1.css' },
      { path: 'static/css/dialog.1.css' },
      { remote: 'info', path: 'static/css/tabs.3.css' },
      { remote: 'info', path: 'static/css/events.2.css' },
    ]);
  });

  it('name each content once, whichever app and name it comes under', () => {
    const repeating: StyleManifest = {
      shared: [sheet('@aspire/ui/desk.ts', 'static/css/x.93a6a8d1c9.css', 'static/css/r.93a6a8d1c9.css')],
      exposes: [sheet('events-page', 'static/css/events.2.css', 'static/css/7.1d0c94cc9c.css')],
    };
    const withKit = {
      ...shell,
      manifest: {
        ...shell.manifest,
        shared: [sheet('@aspire/ui/dialog.tsx', 'static/css/88.1d0c94cc9c.css')],
      },
    };
    expect(pageStyles(withKit, [{ remote: 'info', module: 'events-page', manifest: repeating }])).toEqual([
      { path: 'static/css/async/bootstrap.1.css' },
      { path: 'static/css/88.1d0c94cc9c.css' },
      { remote: 'info', path: 'static/css/x.93a6a8d1c9.css' },
      { remote: 'info', path: 'static/css/events.2.css' },
    ]);
  });

  it("are the shell's alone on its own pages, each sheet once", () => {
    const twice = { ...shell, ownFiles: [...shell.ownFiles, 'static/css/async/bootstrap.1.css'] };
    expect(pageStyles(twice, [])).toEqual([
      { path: 'static/css/async/bootstrap.1.css' },
      { path: 'static/css/dialog.1.css' },
    ]);
  });
});
