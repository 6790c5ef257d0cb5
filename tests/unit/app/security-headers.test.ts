import { describe, expect, it } from 'vitest';
import { headersFile, metaContentSecurityPolicy, securityHeaders } from '../../../src/app/security-headers';

describe('security headers', () => {
  it('allows scripts, workers and connections from the site itself only, and never eval', () => {
    const csp = securityHeaders['Content-Security-Policy']!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
  });

  it('keeps frame-ancestors out of the <meta>, where browsers ignore it, and in the header', () => {
    expect(metaContentSecurityPolicy).not.toContain('frame-ancestors');
    expect(securityHeaders['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });

  it('writes every header for every path in the _headers file of static hosts', () => {
    expect(headersFile.startsWith('/*\n')).toBe(true);
    for (const [name, value] of Object.entries(securityHeaders)) expect(headersFile).toContain(`  ${name}: ${value}\n`);
  });
});
