import { describe, expect, it } from 'vitest';
import { appRoutes } from '../src/web/app/routes';
import {
  chunkFiles,
  ENTRY_KEY,
  messageModules,
  pageBudgets,
  PUBLIC_PAGES,
  // @ts-expect-error -- a plain ES module script without types
} from './check-budget.mjs';

// A manifest shaped like Vite's: the entry imports a shared runtime; a screen imports the entry, an icon and a
// helper that imports the icon again; the entry also imports a lazy admin screen dynamically.
const manifest = {
  [ENTRY_KEY]: {
    file: 'assets/index-a.js',
    imports: ['_runtime-r.js'],
    dynamicImports: ['features/admin/screens/overview.tsx'],
    css: ['assets/index-a.css'],
  },
  '_runtime-r.js': { file: 'assets/runtime-r.js' },
  '_icon-i.js': { file: 'assets/icon-i.js' },
  '_helper-h.js': { file: 'assets/helper-h.js', imports: ['_icon-i.js', ENTRY_KEY] },
  '_styles-s.css': { file: 'assets/styles-s.css' },
  'features/content/screens/cv.tsx': {
    file: 'assets/cv-c.js',
    imports: [ENTRY_KEY, '_icon-i.js', '_helper-h.js', '_styles-s.css'],
  },
  'features/admin/screens/overview.tsx': { file: 'assets/overview-o.js', imports: [ENTRY_KEY] },
  'locales/es.ts': { file: 'assets/es-e.js' },
  'locales/es/rental.json': { file: 'assets/rental-x.js' },
};

describe('check-budget chunk walk', () => {
  it('counts the entry, the screen and what they import statically, once each, and no CSS', () => {
    expect(chunkFiles(manifest, [ENTRY_KEY, 'features/content/screens/cv.tsx'])).toEqual([
      'assets/cv-c.js',
      'assets/helper-h.js',
      'assets/icon-i.js',
      'assets/index-a.js',
      'assets/runtime-r.js',
    ]);
  });

  it('leaves out what loads on demand (dynamic imports)', () => {
    expect(chunkFiles(manifest, [ENTRY_KEY])).not.toContain('assets/overview-o.js');
  });

  it('fails on a module the manifest does not have, so a renamed screen cannot drop out of the check', () => {
    expect(() => chunkFiles(manifest, ['features/content/screens/gone.tsx'])).toThrow(
      /not in the build manifest/,
    );
  });

  it("adds a page's text parts and sums the sizes of its files", () => {
    const pages = [
      { page: '/cv', screen: 'features/content/screens/cv.tsx', messages: [] },
      { page: '/airbnb', screen: 'features/admin/screens/overview.tsx', messages: ['rental'] },
    ];
    const [cv, airbnb] = pageBudgets(manifest, (file: string) => (file.includes('index') ? 1000 : 10), {
      pages,
    });
    expect(cv.bytes).toBe(1000 + 10 * 5); // entry 1000; runtime, cv, helper, icon, es texts 10 each
    expect(airbnb.files).toContain('assets/rental-x.js');
    expect(airbnb.files).toContain('assets/es-e.js');
    expect(messageModules('en', ['rental'])).toEqual(['locales/en.ts', 'locales/en/rental.json']);
  });
});

describe('check-budget pages', () => {
  it('follow the route table: the screen and the text parts each public page loads', () => {
    for (const { page, screen, messages } of PUBLIC_PAGES as {
      page: string;
      screen: string;
      messages: string[];
    }[]) {
      const route = appRoutes.find((r) => r.path === page.replace('{slug}', ':slug'));
      expect(route, page).toBeDefined();
      expect(route!.access, page).toBe('public');
      expect(route!.screen.moduleId, page).toBe(screen);
      expect([...route!.screen.messages].sort(), page).toEqual([...messages].sort());
    }
  });
});
