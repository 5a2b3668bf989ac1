import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { badgeVariants } from '@web/components/ui/badge';
import { buttonVariants } from '@web/components/ui/button';
import { cn } from './cn';

const webRoot = fileURLToPath(new URL('..', import.meta.url));

// Every option of each variant, and the variant left out (the default applies).
const buttonOptions = {
  variant: [undefined, 'default', 'accent', 'outline', 'secondary', 'ghost', 'link', 'destructive'],
  size: [undefined, 'default', 'sm', 'lg', 'icon'],
} as const;
const badgeOptions = { variant: [undefined, 'default', 'accent', 'outline'] } as const;

/** The text of each `cn(...)` call in a source file, found by matching parentheses outside string literals. */
function cnCalls(source: string): string[] {
  const calls: string[] = [];
  for (const match of source.matchAll(/\bcn\(/g)) {
    const start = match.index + match[0].length;
    let depth = 1;
    let quote: string | null = null;
    let i = start;
    for (; i < source.length && depth > 0; i++) {
      const char = source[i];
      if (quote) {
        if (char === '\\') i++;
        else if (char === quote) quote = null;
      } else if (char === "'" || char === '"' || char === '`') quote = char;
      else if (char === '(') depth++;
      else if (char === ')') depth--;
    }
    calls.push(source.slice(start, i - 1));
  }
  return calls;
}

/** The class lists a call may pass alone: its string literals (template literals without placeholders included)
 * and the value of each bare identifier argument the file declares as `const name = '...'`. */
function classListsOf(call: string, source: string): string[] {
  const lists = [...call.matchAll(/'([^'\\]*)'|"([^"\\]*)"|`([^`$\\]*)`/g)].map(
    (m) => m[1] ?? m[2] ?? m[3] ?? '',
  );
  for (const [, name] of call.matchAll(/(?:^|,)\s*([A-Za-z_$][\w$]*)\s*(?=,|$)/g)) {
    const declared = new RegExp(`\\bconst ${name}\\s*=\\s*'([^'\\\\]*)'`).exec(source);
    if (declared?.[1] !== undefined) lists.push(declared[1]);
  }
  return lists;
}

describe('cn', () => {
  it('merges conflicting classes when more than one input is given', () => {
    expect(cn('px-4', 'px-2')).toBe('px-2');
    expect(cn('py-16 sm:py-24', 'pt-0 sm:pt-0')).toBe(twMerge('py-16 sm:py-24 pt-0 sm:pt-0'));
    expect(cn('py-16 sm:py-24', 'pt-0 sm:pt-0')).toBe('py-16 sm:py-24 pt-0 sm:pt-0');
    expect(cn('px-4', false, undefined, 'px-2')).toBe('px-2');
    expect(cn('h-10 px-5', { 'px-0': true })).toBe('h-10 px-0');
  });

  it('returns the clsx result, unmerged, when at most one input is truthy', () => {
    expect(cn()).toBe('');
    expect(cn(undefined, null, false, '')).toBe('');
    expect(cn('px-4 text-sm')).toBe('px-4 text-sm');
    expect(cn(false, 'px-4 text-sm', undefined)).toBe(clsx(false, 'px-4 text-sm', undefined));
    expect(cn(['rounded', 'p-2'])).toBe(clsx(['rounded', 'p-2']));
    expect(cn({ 'text-right': true, hidden: false })).toBe('text-right');
  });

  it("keeps the kit's cva variants free of conflicts, so passing one alone needs no merge", () => {
    const outputs: string[] = [];
    for (const variant of buttonOptions.variant)
      for (const size of buttonOptions.size) outputs.push(buttonVariants({ variant, size }));
    for (const variant of badgeOptions.variant) outputs.push(badgeVariants({ variant }));
    expect(outputs).toHaveLength(
      buttonOptions.variant.length * buttonOptions.size.length + badgeOptions.variant.length,
    );
    for (const output of outputs) expect(twMerge(output), output).toBe(output);
  });

  it('finds no conflicting classes in any class list the web sources pass to cn', () => {
    const files = readdirSync(webRoot, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'),
    );
    let checked = 0;
    const conflicts: string[] = [];
    for (const file of files) {
      const source = readFileSync(join(webRoot, file), 'utf8');
      for (const call of cnCalls(source))
        for (const list of classListsOf(call, source)) {
          checked++;
          if (twMerge(list) !== list) conflicts.push(`${file}: '${list}' -> '${twMerge(list)}'`);
        }
    }
    expect(checked).toBeGreaterThan(100);
    expect(conflicts).toEqual([]);
  });
});
