import { describe, expect, it } from 'vitest';
import { plain } from './content-admin-fields';
import { safeText } from './safe-text';
import { hasInvalidCharacters, withoutInvalidCharacters } from './text';

describe('text the database can keep', () => {
  it('refuses NUL and lone surrogates, accepts accents, emoji and surrogate pairs', () => {
    for (const bad of ['a\u0000b', 'x\uD800', '\uDC00y', '\uDC00\uD800', '😀\uD83D'])
      expect(hasInvalidCharacters(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ['', 'Café ñandú', '😀 𝄞', 'line\nbreak\ttab'])
      expect(hasInvalidCharacters(good), JSON.stringify(good)).toBe(false);
    expect(withoutInvalidCharacters('a\u0000b\uD800')).toBe('a\uFFFDb\uFFFD');
  });

  it('safeText gives the field code and chains like z.string()', () => {
    const title = safeText().trim().max(5, 'too_long');
    expect(title.parse('  Hola ')).toBe('Hola');
    expect(title.safeParse('a\u0000').error?.issues.map((issue) => issue.message)).toEqual([
      'invalid_characters',
    ]);
  });

  it('every plain text of the content admin refuses them', () => {
    expect(plain(100).safeParse('a\u0000b').error?.issues[0]?.message).toBe('invalid_characters');
    expect(plain(100).parse(' ok ')).toBe('ok');
  });
});
