import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small S3 for tests: the path-style REST calls the S3 driver makes (PutObject with If-None-Match,
 * GetObject, HeadObject, DeleteObject, ListObjectsV2), kept in memory. Not a full S3: no signature
 * check (a request must still carry one), no versions, one bucket. List pages are short on purpose
 * (`pageSize`), so the driver's pagination is exercised.
 */
export interface FakeS3 {
  endpoint: string;
  bucket: string;
  objects: Map<string, FakeObject>;
  /** Every request as `METHOD path?query`, for assertions on what the driver sent. */
  requests: string[];
  close(): Promise<void>;
}

interface FakeObject {
  data: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

const xml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

function errorXml(code: string, message: string) {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${xml(message)}</Message></Error>`;
}

/** Undoes `Content-Encoding: aws-chunked` (the SDK's streaming upload with trailing checksums). */
function decodeAwsChunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) throw new Error('malformed aws-chunked body');
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1').split(';')[0]!, 16);
    if (!Number.isFinite(size)) throw new Error('malformed aws-chunked size');
    if (size === 0) return Buffer.concat(parts);
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

export async function startFakeS3(options: { bucket?: string; pageSize?: number } = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? 'estudio-test';
  const pageSize = options.pageSize ?? 3;
  const objects = new Map<string, FakeObject>();
  const requests: string[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        handle(req, res, Buffer.concat(chunks));
      } catch (error) {
        res.writeHead(500, { 'content-type': 'application/xml' });
        res.end(errorXml('InternalError', (error as Error).message));
      }
    });
  });

  function send(
    res: http.ServerResponse,
    status: number,
    headers: Record<string, string>,
    body?: string | Buffer,
  ) {
    res.writeHead(status, headers);
    res.end(body);
  }
  const fail = (res: http.ServerResponse, method: string, status: number, code: string, message: string) =>
    // HEAD answers carry no body: the SDK reads the status alone.
    method === 'HEAD'
      ? send(res, status, {})
      : send(res, status, { 'content-type': 'application/xml' }, errorXml(code, message));

  function handle(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) {
    const url = new URL(req.url ?? '/', 'http://fake-s3');
    const method = req.method ?? 'GET';
    requests.push(`${method} ${url.pathname}${url.search}`);
    if (!req.headers.authorization?.startsWith('AWS4-HMAC-SHA256'))
      return fail(res, method, 403, 'AccessDenied', 'The request is not signed');
    const [, bucketName = '', ...keyParts] = url.pathname.split('/');
    if (bucketName !== bucket) return fail(res, method, 404, 'NoSuchBucket', 'No such bucket');
    const key = keyParts.map((part) => decodeURIComponent(part)).join('/');

    if (!key) {
      if (method === 'GET' && url.searchParams.get('list-type') === '2') return list(res, url);
      return fail(res, method, 400, 'NotImplemented', 'Only ListObjectsV2 is supported on the bucket');
    }

    const existing = objects.get(key);
    switch (method) {
      case 'PUT': {
        if (req.headers['if-none-match'] === '*' && existing)
          return fail(res, method, 412, 'PreconditionFailed', 'At least one of the preconditions failed');
        const encoding = String(req.headers['content-encoding'] ?? '');
        const data = encoding.split(',').some((e) => e.trim() === 'aws-chunked')
          ? decodeAwsChunked(body)
          : body;
        const etag = `"${createHash('md5').update(data).digest('hex')}"`;
        objects.set(key, {
          data,
          contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
          etag,
          // S3 keeps whole seconds.
          lastModified: new Date(Math.floor(Date.now() / 1000) * 1000),
        });
        return send(res, 200, { etag });
      }
      case 'GET':
      case 'HEAD': {
        if (!existing) return fail(res, method, 404, 'NoSuchKey', 'The specified key does not exist.');
        const headers = {
          'content-type': existing.contentType,
          'content-length': String(existing.data.length),
          etag: existing.etag,
          'last-modified': existing.lastModified.toUTCString(),
        };
        return send(res, 200, headers, method === 'GET' ? existing.data : undefined);
      }
      case 'DELETE':
        objects.delete(key);
        return send(res, 204, {});
      default:
        return fail(res, method, 405, 'MethodNotAllowed', 'Method not allowed');
    }
  }

  function list(res: http.ServerResponse, url: URL) {
    const prefix = url.searchParams.get('prefix') ?? '';
    const maxKeys = Math.min(Number(url.searchParams.get('max-keys') ?? 1000), pageSize);
    const token = url.searchParams.get('continuation-token');
    const after = token ? Buffer.from(token, 'base64url').toString('utf8') : null;
    const keys = [...objects.keys()]
      .filter((key) => key.startsWith(prefix))
      .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)))
      .filter((key) => after === null || Buffer.compare(Buffer.from(key), Buffer.from(after)) > 0);
    const page = keys.slice(0, maxKeys);
    const truncated = keys.length > page.length;
    const contents = page
      .map((key) => {
        const object = objects.get(key)!;
        return `<Contents><Key>${xml(key)}</Key><LastModified>${object.lastModified.toISOString()}</LastModified><ETag>${xml(object.etag)}</ETag><Size>${object.data.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
      })
      .join('');
    const next = truncated
      ? `<NextContinuationToken>${Buffer.from(page.at(-1)!).toString('base64url')}</NextContinuationToken>`
      : '';
    send(
      res,
      200,
      { 'content-type': 'application/xml' },
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${xml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
    );
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
