import { describe, expect, it } from 'vitest';
import { assuranceFrom, sessionKeyOf } from './assurance';

const jwt = (payload: object) =>
  `eyJhbGciOiJFUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.c2ln`;

describe('the assurance level', () => {
  it('owes the code only at aal1 with a verified factor (next aal2)', () => {
    expect(assuranceFrom({ currentLevel: 'aal1', nextLevel: 'aal2' })).toMatchObject({ needsCode: true });
    expect(assuranceFrom({ currentLevel: 'aal2', nextLevel: 'aal2' })).toMatchObject({
      needsCode: false,
      current: 'aal2',
    });
    expect(assuranceFrom({ currentLevel: 'aal1', nextLevel: 'aal1' })).toMatchObject({ needsCode: false });
    expect(assuranceFrom({ currentLevel: null, nextLevel: null })).toMatchObject({ needsCode: false });
    expect(assuranceFrom({ currentLevel: 'aal3', nextLevel: 'aal2' })).toMatchObject({ needsCode: false });
    expect(assuranceFrom(null)).toEqual({ loading: false, current: null, next: null, needsCode: false });
  });

  it('keys a token by its session, so a refreshed token is the same session and a new sign-in is not', () => {
    const a1 = jwt({ sub: 'u', session_id: 's-1', aal: 'aal1', iat: 1 });
    const a2 = jwt({ sub: 'u', session_id: 's-1', aal: 'aal2', iat: 2 });
    expect(sessionKeyOf(a1)).toBe('s-1');
    expect(sessionKeyOf(a2)).toBe('s-1');
    expect(sessionKeyOf(jwt({ sub: 'u', session_id: 's-2' }))).toBe('s-2');
    // Without the claim (or unreadable), the token itself is the key: never shared by two sign-ins.
    const bare = jwt({ sub: 'u' });
    expect(sessionKeyOf(bare)).toBe(bare);
    expect(sessionKeyOf('not-a-jwt')).toBe('not-a-jwt');
  });
});
