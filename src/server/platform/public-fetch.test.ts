import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CalendarFetchError,
  fetchCalendarText,
  createPublicOnlyFetch,
  isPublicAddress,
  publicOnlyFetch,
  type Resolver,
} from './public-fetch';

describe('fetching owner-supplied calendar URLs', () => {
  it('tells public addresses from private, loopback, link-local and mapped ones', () => {
    for (const address of [
      '8.8.8.8',
      '1.1.1.1',
      '2606:4700:4700::1111',
      // NAT64 (an IPv6-only network's way to IPv4) to a public IPv4 address, in either notation.
      '64:ff9b::808:808',
      '64:ff9b::8.8.8.8',
    ])
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
      '::ffff:7f00:1',
      '192.0.2.10',
      '203.0.113.5',
      // NAT64 to a private IPv4 address, and the local-use NAT64 prefix.
      '64:ff9b::7f00:1',
      '64:ff9b::10.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b:1::808:808',
      '2002:7f00:1::1', // 6to4
      '::7f00:1', // IPv4-compatible
      '::127.0.0.1',
      'fec0::1', // site-local
      '100::1', // discard
      '2001:db8::1', // documentation
      '2001::1', // Teredo
      'fe80::1%eth0',
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
        await expect(fetchCalendarText(url)).rejects.toThrow(
          'The calendar address points to a private network',
        );
      await expect(publicOnlyFetch('file:///etc/passwd')).rejects.toThrow('Only http and https');
      // With an explicit fetch (the tests' local calendar server), the same call works.
      expect(await fetchCalendarText(`http://127.0.0.1:${port}/cal.ics`, fetch)).toContain('BEGIN:VCALENDAR');
    } finally {
      server.close();
    }
  });

  describe('checks the address it connects to, not only the one it looked up first', () => {
    const requests: string[] = [];
    let port = 0;
    const server = http.createServer((req, res) => {
      requests.push(req.url ?? '');
      if (req.url === '/hop') return res.writeHead(302, { location: '/cal.ics' }).end();
      if (req.url === '/inside')
        return res.writeHead(302, { location: `http://inside.test:${port}/x` }).end();
      if (req.url === '/slow') return; // never answers
      res.writeHead(200, { 'content-type': 'text/calendar' }).end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    });
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => {
      server.closeAllConnections();
      server.close();
    });

    /** A resolver that answers each name from a script, one answer per lookup (the last one repeats). */
    const scripted = (answers: Record<string, string[][]>) => {
      const calls: string[] = [];
      const resolve: Resolver = async (hostname) => {
        const script = answers[hostname] ?? [[]];
        const answer = script[Math.min(calls.filter((h) => h === hostname).length, script.length - 1)]!;
        calls.push(hostname);
        return answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
      };
      return { resolve, calls };
    };

    it('refuses a name that resolves to a public address when checked, then to a private one (DNS rebinding)', async () => {
      requests.length = 0;
      const dns = scripted({ 'rebind.test': [['93.184.216.34'], ['127.0.0.1']] });
      const guarded = createPublicOnlyFetch({ resolve: dns.resolve });
      await expect(fetchCalendarText(`http://rebind.test:${port}/cal.ics`, guarded)).rejects.toThrow(
        'The calendar address points to a private network',
      );
      // Looked up twice (the check, then the connection), and nothing reached the private server.
      expect(dns.calls).toEqual(['rebind.test', 'rebind.test']);
      expect(requests).toEqual([]);
    });

    it('refuses a name whose answers mix public and private addresses', async () => {
      const dns = scripted({ 'mixed.test': [['8.8.8.8', '10.0.0.7']] });
      await expect(
        createPublicOnlyFetch({ resolve: dns.resolve })(`http://mixed.test:${port}/cal.ics`),
      ).rejects.toThrow('points to a private network');
    });

    // Below, 127.0.0.1 stands for "a public address" (allowed), so the local server can answer.
    const onlyLocal = (address: string) => address === '127.0.0.1';

    it('fetches through the guarded connection and follows redirects, checking every hop', async () => {
      requests.length = 0;
      const dns = scripted({ 'calendar.test': [['127.0.0.1']] });
      const guarded = createPublicOnlyFetch({ resolve: dns.resolve, allowed: onlyLocal });
      const response = await guarded(`http://calendar.test:${port}/hop`, {
        headers: { accept: 'text/calendar' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/calendar');
      expect(await response.text()).toContain('BEGIN:VCALENDAR');
      expect(requests).toEqual(['/hop', '/cal.ics']);
      // Each hop: one check and one connection.
      expect(dns.calls).toHaveLength(4);
    });

    it('refuses a redirect to a name that turns private between its check and its connection', async () => {
      requests.length = 0;
      const dns = scripted({
        'calendar.test': [['127.0.0.1']],
        'inside.test': [['127.0.0.1'], ['10.0.0.5']],
      });
      const guarded = createPublicOnlyFetch({ resolve: dns.resolve, allowed: onlyLocal });
      await expect(fetchCalendarText(`http://calendar.test:${port}/inside`, guarded)).rejects.toThrow(
        'points to a private network',
      );
      expect(requests).toEqual(['/inside']);
    });

    it('refuses an answer whose status fetch cannot represent, without an uncaught error', async () => {
      // node:http reads any three digits as a status; a Response only takes 200-599.
      let answers = 0;
      const raw = net.createServer((socket) => {
        socket.once('data', () => {
          const status = answers++ % 2 ? '101 Early' : '999 Odd';
          socket.end(`HTTP/1.1 ${status}\r\ncontent-length: 2\r\n\r\nno`);
        });
        socket.on('error', () => undefined);
      });
      await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
      const rawPort = (raw.address() as AddressInfo).port;
      try {
        const dns = scripted({ 'odd.test': [['127.0.0.1']] });
        const guarded = createPublicOnlyFetch({ resolve: dns.resolve, allowed: onlyLocal });
        for (let attempt = 0; attempt < 4; attempt++) {
          const error = await fetchCalendarText(`http://odd.test:${rawPort}/cal.ics`, guarded).catch(
            (e: unknown) => e,
          );
          expect(error).toBeInstanceOf(CalendarFetchError);
          expect((error as CalendarFetchError).code).toBe('calendar_http_status');
          expect(['999', '101']).toContain((error as CalendarFetchError).detail);
        }
      } finally {
        raw.close();
      }
    }, 10_000);

    it('says who is asking', async () => {
      const agents: (string | undefined)[] = [];
      const server_ = http.createServer((req, res) => {
        agents.push(req.headers['user-agent']);
        res.end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
      });
      await new Promise<void>((resolve) => server_.listen(0, '127.0.0.1', resolve));
      const ownPort = (server_.address() as AddressInfo).port;
      try {
        const dns = scripted({ 'calendar.test': [['127.0.0.1']] });
        const guarded = createPublicOnlyFetch({ resolve: dns.resolve, allowed: onlyLocal });
        await fetchCalendarText(`http://calendar.test:${ownPort}/cal.ics`, guarded);
        expect(agents).toEqual(['Estudio-calendar/1']);
      } finally {
        server_.close();
      }
    });

    it('gives up when the name does not resolve in time', async () => {
      const hanging: Resolver = () => new Promise(() => undefined);
      const guarded = createPublicOnlyFetch({ resolve: hanging, allowed: onlyLocal });
      const error = await guarded(`http://stuck.test:${port}/cal.ics`, {
        signal: AbortSignal.timeout(200),
      }).catch((e: unknown) => e);
      expect((error as Error).name).toBe('TimeoutError');
    }, 10_000);

    it('gives up when the signal says so, as fetch does', async () => {
      const dns = scripted({ 'calendar.test': [['127.0.0.1']] });
      const guarded = createPublicOnlyFetch({ resolve: dns.resolve, allowed: onlyLocal });
      const error = await guarded(`http://calendar.test:${port}/slow`, {
        signal: AbortSignal.timeout(200),
      }).catch((e: unknown) => e);
      expect((error as Error).name).toBe('TimeoutError');
    });
  });
});
