import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isBuiltSubresource, securityHeaders } from './security';

const app = new Hono()
  .use('*', securityHeaders({ scriptHashes: ['sha256-abc='], https: true }))
  .get('*', (c) => c.text('x'));
const headersOf = async (path: string) => (await app.request(path)).headers;

describe('security headers', () => {
  it("give a page every document policy, with the inline script's hash", async () => {
    const page = await headersOf('/cv');
    expect(page.get('content-security-policy')).toContain("script-src 'self' 'sha256-abc='");
    expect(page.get('x-frame-options')).toBe('DENY');
    expect(page.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(page.get('permissions-policy')).toContain('camera=()');
    expect(page.get('x-content-type-options')).toBe('nosniff');
    expect(page.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('give a built script, style sheet or font only what applies to it: nosniff and HSTS', async () => {
    for (const path of ['/assets/index-AbC123.js', '/assets/index-AbC123.css', '/assets/inter-latin.woff2']) {
      const asset = await headersOf(path);
      expect(asset.get('x-content-type-options'), path).toBe('nosniff');
      expect(asset.get('strict-transport-security'), path).toMatch(/max-age=\d+/);
      expect(asset.get('content-security-policy'), path).toBeNull();
      expect(asset.get('x-frame-options'), path).toBeNull();
    }
  });

  it('keep the document policies on anything that could be opened as a document', () => {
    expect(isBuiltSubresource('/assets/logo.svg')).toBe(false);
    expect(isBuiltSubresource('/assets/nested/x.js')).toBe(false);
    expect(isBuiltSubresource('/api/assets/x.js')).toBe(false);
    expect(isBuiltSubresource('/favicon.ico')).toBe(false);
    expect(isBuiltSubresource('/assets/home-B3.js')).toBe(true);
  });
});
