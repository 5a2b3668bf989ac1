import type { MiddlewareHandler } from 'hono';

/**
 * Security headers on every response. Scripts: only our own files plus the hashes of the inline
 * scripts we ship (the theme script that runs before first paint); never 'unsafe-inline'.
 */
export function securityHeaders(options: { scriptHashes: string[]; https: boolean }): MiddlewareHandler {
  const csp = [
    "default-src 'self'",
    `script-src 'self'${options.scriptHashes.map((hash) => ` '${hash}'`).join('')}`,
    // Style attributes in server-rendered markup (Radix positioning) need inline styles; scripts do not.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    // No includeSubDomains: the owner's other subdomains may not all speak https.
    if (options.https) c.header('Strict-Transport-Security', 'max-age=63072000');
    // A built script, style sheet or font is never a document: the document's policies below do nothing on it
    // (no workers are served) and their ≈ 650 bytes outweighed most of a public page's small chunks on the wire.
    if (isBuiltSubresource(c.req.path)) return;
    // A route that sets its own policy keeps it (the local mailbox serves mail HTML for a same-origin frame).
    const own = (name: string) => c.res.headers.has(name);
    if (!own('Content-Security-Policy')) c.header('Content-Security-Policy', csp);
    if (!own('Referrer-Policy')) c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (!own('X-Frame-Options')) c.header('X-Frame-Options', 'DENY');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
  };
}

/** The build's hashed scripts, style sheets and fonts (images stay documents: an SVG can be opened as one). */
export const isBuiltSubresource = (path: string) => /^\/assets\/[^/]+\.(?:js|css|woff2?)$/.test(path);
