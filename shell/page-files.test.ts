import { describe, expect, it } from 'vitest';
import { type FederationManifest, pageScripts, pageStyles } from './page-files.ts';

const sheet = (name: string, ...css: string[]) => ({
  name,
  assets: { js: { sync: [] }, css: { sync: css } },
});

const shell = {
  ownFiles: ['static/css/async/bootstrap.1.css', 'static/js/async/bootstrap.1.js'],
  manifest: {
    shared: [sheet('@aspire/ui/dialog.tsx', 'static/css/dialog.1.css'), sheet('react')],
    exposes: [],
  } satisfies FederationManifest,
};
const info: FederationManifest = {
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
    const repeating: FederationManifest = {
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

const scripts = (name: string, ...js: string[]) => ({
  name,
  assets: { js: { sync: js }, css: { sync: [] } },
});

describe("a server-rendered page's scripts", () => {
  const shellBuild = {
    groups: [
      { files: ['static/js/async/start.1.js'], consumes: ['@aspire/config/site-map'] },
      {
        files: ['static/css/async/bootstrap.1.css', 'static/js/async/bootstrap.1.js'],
        consumes: ['react', 'react-dom'],
      },
    ],
    manifest: {
      shared: [
        scripts('@aspire/config/site-map', 'static/js/async/map.1.js'),
        scripts('react', 'static/js/async/react.1.js'),
        scripts('react-dom', 'static/js/async/react-dom.1.js', 'static/js/async/react.1.js'),
        scripts('@aspire/ui/status.tsx', 'static/js/async/status.1.js'),
        scripts('@aspire/ui/form.tsx', 'static/js/async/form.1.js'),
      ],
      exposes: [],
    } satisfies FederationManifest,
  };
  const shop: FederationManifest = {
    metaData: { remoteEntry: { name: 'static/js/shop.5.js', path: '' } },
    shared: [
      scripts('react', 'static/js/async/react.5.js'),
      scripts('@aspire/ui/status.tsx', 'static/js/async/status.5.js'),
      scripts('@aspire/ui/choice.ts', 'static/js/async/choice.5.js'),
      scripts('@aspire/ui/desk.ts', 'static/js/async/desk.5.js'),
    ],
    exposes: [
      {
        ...scripts('shop-page', 'static/js/async/shop-page.5.js', 'static/js/async/h.5.js'),
        consumes: ['@aspire/ui/choice.ts', '@aspire/ui/status.tsx', 'react'],
      },
      {
        ...scripts('staff-products-page', 'static/js/async/desk-page.5.js'),
        consumes: ['@aspire/ui/desk.ts'],
      },
    ],
  };

  it("are the shell's start and what it consumes, then the route module's entry, chunks and the modules they consume that the start does not, each once", () => {
    expect(pageScripts(shellBuild, [{ remote: 'shop', module: 'shop-page', manifest: shop }])).toEqual({
      start: [
        { path: 'static/js/async/start.1.js' },
        { path: 'static/js/async/map.1.js' },
        { path: 'static/js/async/bootstrap.1.js' },
        { path: 'static/js/async/react.1.js' },
        { path: 'static/js/async/react-dom.1.js' },
      ],
      route: [
        { remote: 'shop', path: 'static/js/shop.5.js' },
        { remote: 'shop', path: 'static/js/async/shop-page.5.js' },
        { remote: 'shop', path: 'static/js/async/h.5.js' },
        // Only the remote provides the choice; the shell's status and React are the page's.
        { remote: 'shop', path: 'static/js/async/choice.5.js' },
        { path: 'static/js/async/status.1.js' },
      ],
    });
  });

  it("name nothing of the remote's other modules, nor of the kit the page does not use", () => {
    const { start, route } = pageScripts(shellBuild, [
      { remote: 'shop', module: 'shop-page', manifest: shop },
    ]);
    const files = [...start, ...route].map(({ path }) => path);
    expect(files).not.toContain('static/js/async/desk.5.js');
    expect(files).not.toContain('static/js/async/desk-page.5.js');
    expect(files).not.toContain('static/js/async/form.1.js');
  });

  it('follow the shared modules a shared module takes in turn, from the app that provides each', () => {
    const withClient = {
      groups: [{ files: ['static/js/async/bootstrap.1.js'], consumes: ['react-dom/client'] }],
      manifest: {
        shared: [
          // The build's own list (every chunk) is preferred to the manifest's (which can leave one out).
          {
            ...scripts('react-dom/client', 'static/js/async/client.1.js'),
            scripts: ['static/js/async/scheduler.1.js', 'static/js/async/client.1.js'],
            consumes: ['react-dom'],
          },
          { ...scripts('react-dom', 'static/js/async/react-dom.1.js'), consumes: ['react'] },
          scripts('react', 'static/js/async/react.1.js'),
        ],
        exposes: [],
      } satisfies FederationManifest,
    };
    const books: FederationManifest = {
      shared: [
        {
          ...scripts('@aspire/ui/choice.ts', 'static/js/async/choice.5.js'),
          consumes: ['@aspire/ui/keys.ts', 'react'],
        },
        scripts('@aspire/ui/keys.ts', 'static/js/async/keys.5.js'),
      ],
      exposes: [
        { ...scripts('shop-page', 'static/js/async/shop-page.5.js'), consumes: ['@aspire/ui/choice.ts'] },
      ],
    };
    expect(pageScripts(withClient, [{ remote: 'shop', module: 'shop-page', manifest: books }])).toEqual({
      start: [
        { path: 'static/js/async/bootstrap.1.js' },
        { path: 'static/js/async/scheduler.1.js' },
        { path: 'static/js/async/client.1.js' },
        { path: 'static/js/async/react-dom.1.js' },
        { path: 'static/js/async/react.1.js' },
      ],
      route: [
        { remote: 'shop', path: 'static/js/async/shop-page.5.js' },
        { remote: 'shop', path: 'static/js/async/choice.5.js' },
        { remote: 'shop', path: 'static/js/async/keys.5.js' },
      ],
    });
  });

  it("are the shell's start alone on its own pages", () => {
    const { start, route } = pageScripts(shellBuild, []);
    expect(route).toEqual([]);
    expect(start.every((script) => !script.remote)).toBe(true);
  });
});
