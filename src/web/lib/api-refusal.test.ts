import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiGet,
  ApiError,
  downloadFile,
  onAssuranceRefusal,
  setApiFetcher,
  type AssuranceRefusal,
} from './api';

// A real HTTP server answering as the admin gate does (403 with the error body of src/contracts/errors.ts).
let server: Server;
beforeAll(async () => {
  server = createServer((request, response) => {
    const code = request.url?.split('/').pop() ?? '';
    const status = code === 'ok' ? 200 : code === 'not_found' ? 404 : 403;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(status === 200 ? { ok: true } : { error: { code, message: code, requestId: 'r1' } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setApiFetcher((input, init) => fetch(`${base}${input}`, init));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const schema = z.object({ ok: z.boolean() });

describe('an admin call refused for want of the second factor', () => {
  it('is reported to the listeners (aal2_required, mfa_enrollment_required) and still fails as an ApiError', async () => {
    const heard: AssuranceRefusal[] = [];
    const stop = onAssuranceRefusal((code) => heard.push(code));
    await expect(apiGet(schema, '/api/admin/x/aal2_required')).rejects.toMatchObject({
      status: 403,
      code: 'aal2_required',
    });
    await expect(downloadFile('/api/admin/x/mfa_enrollment_required', 'x.csv')).rejects.toBeInstanceOf(
      ApiError,
    );
    // Other refusals and failures are the screens' own business.
    await expect(apiGet(schema, '/api/admin/x/forbidden')).rejects.toMatchObject({ code: 'forbidden' });
    await expect(apiGet(schema, '/api/admin/x/not_found')).rejects.toMatchObject({ status: 404 });
    await expect(apiGet(schema, '/api/x/ok')).resolves.toEqual({ ok: true });
    expect(heard).toEqual(['aal2_required', 'mfa_enrollment_required']);
    stop();
    await expect(apiGet(schema, '/api/admin/x/aal2_required')).rejects.toBeInstanceOf(ApiError);
    expect(heard).toHaveLength(2);
  });
});
