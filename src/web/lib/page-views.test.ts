import { describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENT_PATH, beaconSchema, MAX_BEACON_BYTES } from '@contracts/analytics';
import {
  optedOut,
  PAGE_VIEW_PATH,
  pageViewBody,
  sendPageView,
  whenIdle,
  type PageViewInput,
} from './page-views';

const page = (over: Partial<PageViewInput> = {}): PageViewInput => ({
  pathname: '/projects/casa-azul',
  search: '',
  route: { path: '/projects/:slug', admin: false, secret: false },
  first: true,
  referrer: 'https://www.google.com/',
  width: 390,
  lang: 'es',
  isAdmin: false,
  optedOut: false,
  ...over,
});

describe('the page-view beacon', () => {
  it('posts to the contract’s endpoint', () => {
    expect(PAGE_VIEW_PATH).toBe(ANALYTICS_EVENT_PATH);
  });

  it('describes the first page with its referrer, in the contract’s shape', () => {
    const body = pageViewBody(page());
    expect(body).toEqual({
      u: '/projects/casa-azul',
      p: '/projects/:slug',
      r: 'https://www.google.com/',
      w: 390,
      l: 'es',
    });
    expect(beaconSchema.parse(body)).toEqual(body);
  });

  it('sends no referrer on an in-app navigation: the previous page is not a source', () => {
    const body = pageViewBody(page({ first: false, referrer: 'https://www.google.com/' }));
    expect(body).not.toHaveProperty('r');
    expect(body?.u).toBe('/projects/casa-azul');
  });

  it('sends nothing with Do Not Track or Global Privacy Control', () => {
    expect(optedOut({ doNotTrack: '1' })).toBe(true);
    expect(optedOut({ doNotTrack: null }, { doNotTrack: '1' })).toBe(true);
    expect(optedOut({ globalPrivacyControl: true })).toBe(true);
    expect(optedOut({ doNotTrack: '0', globalPrivacyControl: false })).toBe(false);
    expect(optedOut({ doNotTrack: 'unspecified' })).toBe(false);
    expect(pageViewBody(page({ optedOut: true }))).toBeNull();
  });

  it('sends nothing for a signed-in admin, in the admin area, or for a path no route matches', () => {
    expect(pageViewBody(page({ isAdmin: true }))).toBeNull();
    expect(
      pageViewBody(
        page({ pathname: '/admin/leads', route: { path: '/admin/leads', admin: true, secret: false } }),
      ),
    ).toBeNull();
    expect(pageViewBody(page({ pathname: '/wp-login.php', route: null }))).toBeNull();
  });

  it('keeps only UTM parameters, and reports a secret link by its pattern', () => {
    const utm = pageViewBody(
      page({ search: '?utm_source=ig&email=ana%40x.mx&utm_campaign=otono&token=abc', first: false }),
    );
    expect(utm?.u).toBe('/projects/casa-azul?utm_source=ig&utm_campaign=otono');
    const manage = pageViewBody(
      page({
        pathname: '/calendar-booking/manage/9f8e7d6c5b4a',
        route: { path: '/calendar-booking/manage/:token', admin: false, secret: true },
      }),
    );
    expect(manage?.u).toBe('/calendar-booking/manage/:token');
    expect(JSON.stringify(manage)).not.toContain('9f8e7d6c5b4a');
  });

  it('stays under the server’s size limit with the longest address and referrer', () => {
    const body = pageViewBody(
      page({ pathname: `/projects/${'a'.repeat(5000)}`, referrer: `https://x.mx/${'b'.repeat(5000)}` }),
    );
    expect(new TextEncoder().encode(JSON.stringify(body)).length).toBeLessThanOrEqual(MAX_BEACON_BYTES);
    expect(beaconSchema.safeParse(body).success).toBe(true);
  });

  it('uses sendBeacon with a text body, and fetch with keepalive when the beacon is refused', () => {
    const body = pageViewBody(page())!;
    const beacon = vi.fn(() => true);
    const fetcher = vi.fn(() => Promise.resolve());
    sendPageView(body, { sendBeacon: beacon }, fetcher);
    expect(beacon).toHaveBeenCalledWith(PAGE_VIEW_PATH, JSON.stringify(body));
    expect(fetcher).not.toHaveBeenCalled();

    sendPageView(body, { sendBeacon: () => false }, fetcher);
    sendPageView(body, {}, fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(fetcher).toHaveBeenCalledWith(PAGE_VIEW_PATH, {
      method: 'POST',
      body: JSON.stringify(body),
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'text/plain' },
    });
  });

  it('waits for idle, or a timer where requestIdleCallback is missing', () => {
    const run = () => {};
    const idle = vi.fn();
    const timer = vi.fn();
    whenIdle(run, { requestIdleCallback: idle, setTimeout: timer });
    expect(idle).toHaveBeenCalledWith(run, { timeout: 3000 });
    expect(timer).not.toHaveBeenCalled();
    whenIdle(run, { setTimeout: timer });
    expect(timer).toHaveBeenCalledWith(run, 500);
  });
});
