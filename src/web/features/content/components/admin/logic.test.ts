import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api';
import {
  errorAt,
  errorCode,
  isStale,
  missingLanguages,
  moveById,
  moveItem,
  parseTags,
  suggestSlug,
} from './logic';

describe('suggestSlug', () => {
  it('makes an address from a Spanish title', () => {
    expect(suggestSlug('Diseño de marca: Café Niño')).toBe('diseno-de-marca-cafe-nino');
  });
  it('drops leading, trailing and repeated separators', () => {
    expect(suggestSlug('  --Hola   Mundo!! ')).toBe('hola-mundo');
    expect(suggestSlug('¿?')).toBe('');
  });
  it('keeps at most 80 characters without a trailing dash', () => {
    const slug = suggestSlug(`${'a'.repeat(79)} b`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('moving items', () => {
  const list = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  it('moves up and down', () => {
    expect(moveById(list, 'b', -1).map((i) => i.id)).toEqual(['b', 'a', 'c']);
    expect(moveById(list, 'b', 1).map((i) => i.id)).toEqual(['a', 'c', 'b']);
  });
  it('leaves the list alone at its ends or for an unknown id, without changing the original', () => {
    expect(moveById(list, 'a', -1).map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(moveById(list, 'c', 1).map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(moveById(list, 'x', 1).map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(moveItem(list, 0, 2).map((i) => i.id)).toEqual(['b', 'c', 'a']);
    expect(list.map((i) => i.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('field errors', () => {
  it('turns unknown codes into a generic one', () => {
    expect(errorCode('slug_taken')).toBe('slug_taken');
    expect(errorCode('Invalid input: expected number')).toBe('invalid');
    expect(errorCode(undefined)).toBe('invalid');
  });
  it('spots stale writes (a taken slug is not one)', () => {
    const stale = new ApiError(409, {
      code: 'conflict',
      message: 'stale',
      fields: { expectedUpdatedAt: ['stale'] },
      requestId: 'r',
    });
    const taken = new ApiError(409, {
      code: 'conflict',
      message: 'taken',
      fields: { slug: ['slug_taken'] },
      requestId: 'r',
    });
    expect(isStale(stale)).toBe(true);
    expect(isStale(taken)).toBe(false);
  });
  it('finds an error of a part of a field when asked', () => {
    const fields = { 'title.en': 'too_long' };
    expect(errorAt(fields, 'title')).toBeUndefined();
    expect(errorAt(fields, 'title', true)).toBe('too_long');
  });
});

describe('helpers', () => {
  it('lists the languages missing somewhere', () => {
    expect(missingLanguages({ title: { es: 'Hola', en: '' }, summary: { es: '', en: '' } })).toEqual(['en']);
    expect(missingLanguages({ title: { es: 'Hola', en: 'Hi' } })).toEqual([]);
  });
  it('parses tags', () => {
    expect(parseTags(' web, ,marca, web ')).toEqual(['web', 'marca']);
  });
});
