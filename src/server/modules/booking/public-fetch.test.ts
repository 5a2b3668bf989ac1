import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { fetchIcs } from './calendars';
import { isPublicAddress, publicOnlyFetch } from './public-fetch';

describe('fetching owner-supplied calendar URLs', () => {
  it('tells public addresses from private, loopback, link-local and mapped ones', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      'not-an-ip',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('refuses a calendar on this machine, directly or through a name, and says why', async () => {
    const server = http.createServer((_req, res) => res.end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      for (const url of [`http://127.0.0.1:${port}/cal.ics`, `http://localhost:${port}/cal.ics`])
        await expect(fetchIcs(url)).rejects.toThrow('The calendar address points to a private network');
      await expect(publicOnlyFetch('file:///etc/passwd')).rejects.toThrow('Only http and https');
      // With an explicit fetch (the tests' local calendar server), the same call works.
      expect(await fetchIcs(`http://127.0.0.1:${port}/cal.ics`, fetch)).toContain('BEGIN:VCALENDAR');
    } finally {
      server.close();
    }
  });
});
