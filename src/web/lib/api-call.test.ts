import { z } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import { defineRoute } from '@contracts/route';
import { setApiFetcher } from './api';
import { apiCall, callLazy } from './api-call';

// What the calls hand to fetch: the path built from the contract and the request's init.
const sent: { path: string; init: RequestInit | undefined }[] = [];
setApiFetcher(async (input, init) => {
  sent.push({ path: String(input), init });
  return new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } });
});
afterAll(() => setApiFetcher((input, init) => fetch(input, init)));

const answer = z.object({ ok: z.boolean() });
const read = defineRoute({
  method: 'get',
  path: '/things/{id}',
  tag: 'test',
  summary: 'a thing',
  params: { id: z.string() },
  query: z.object({ lang: z.string().optional() }),
  response: answer,
});
const create = defineRoute({
  method: 'post',
  path: '/things',
  tag: 'test',
  summary: 'a new thing',
  body: z.object({ name: z.string() }),
  response: answer,
});
const header = (init: RequestInit | undefined, name: string) => new Headers(init?.headers).get(name);

describe('calls by route contract', () => {
  it('send a header of their own and a cache mode on a read, beside the JSON accept', async () => {
    sent.length = 0;
    await apiCall(read, {
      params: { id: 'a b' },
      query: { lang: 'en' },
      headers: { 'x-result-token': 't1' },
      cache: 'no-store',
    });
    expect(sent[0]!.path).toBe('/api/things/a%20b?lang=en');
    expect(header(sent[0]!.init, 'x-result-token')).toBe('t1');
    expect(header(sent[0]!.init, 'accept')).toBe('application/json');
    expect(sent[0]!.init?.cache).toBe('no-store');
    expect(sent[0]!.init?.method).toBeUndefined();
  });

  it('keep the JSON body and its content type when a write adds an Idempotency-Key', async () => {
    sent.length = 0;
    await expect(
      callLazy<typeof create>(create, () => Promise.resolve(answer), {
        body: { name: 'x' },
        headers: { 'Idempotency-Key': 'k1' },
      }),
    ).resolves.toEqual({ ok: true });
    expect(sent[0]!.init?.method).toBe('POST');
    expect(sent[0]!.init?.body).toBe('{"name":"x"}');
    expect(header(sent[0]!.init, 'content-type')).toBe('application/json');
    expect(header(sent[0]!.init, 'idempotency-key')).toBe('k1');
  });

  it('send nothing extra when a call adds nothing', async () => {
    sent.length = 0;
    await apiCall(read, { params: { id: 'b' } });
    expect(sent[0]!.path).toBe('/api/things/b');
    expect(sent[0]!.init?.cache).toBeUndefined();
    expect([...new Headers(sent[0]!.init?.headers).keys()]).toEqual(['accept']);
  });
});
