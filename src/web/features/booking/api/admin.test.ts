import { describe, expect, it } from 'vitest';
import { visitorKeys } from './admin';
import { bookingKeys } from './public';

describe('visitorKeys', () => {
  it('are the public keys an owner’s write makes stale', () => {
    expect(visitorKeys.slots).toEqual(bookingKeys.slots('s', 'f', 't', 'z').slice(0, 2));
    expect(visitorKeys.services).toEqual(bookingKeys.services());
  });
});
