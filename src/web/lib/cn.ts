import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

// Issue 23: twMerge builds its whole class map on the first call and parses every list, a sixth of a public
// page's hydration. Most calls pass a component's own classes alone, and one authored list has no conflicts to
// resolve (cn.test.ts proves it for the kit's variants and every literal passed to cn), so it skips the merge.
export function cn(...inputs: ClassValue[]) {
  let truthy = 0;
  for (const input of inputs) if (input && ++truthy > 1) return twMerge(clsx(inputs));
  return clsx(inputs);
}
