import { describe, expect, it } from 'vitest';
import { safeNext } from './next-param';

describe('safeNext', () => {
  it('follows paths of this site', () => {
    expect(safeNext('/dashboard')).toBe('/dashboard');
    expect(safeNext('/admin/leads?q=ana#top')).toBe('/admin/leads?q=ana#top');
    expect(safeNext('/nueva-contraseña')).toBe('/nueva-contraseña');
  });

  it('refuses anything that could lead to another site', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/x',
      'javascript:alert(1)',
      'dashboard',
      '/\t/evil.example',
      '/\n/evil.example',
      ' /dashboard',
    ])
      expect(safeNext(value), value).toBeNull();
  });

  it('treats a missing value as none', () => {
    expect(safeNext(null)).toBeNull();
    expect(safeNext(undefined)).toBeNull();
    expect(safeNext('')).toBeNull();
  });
});
