import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '../../../src/config/site-config';

describe('site config', () => {
  it('names the product ShipLabel and has a default origin and support address', () => {
    const site = resolveSiteConfig({});
    expect(site.name).toBe('ShipLabel');
    expect(site.origin).toMatch(/^https:\/\/[^/]+$/);
    expect(site.supportEmail).toMatch(/@/);
  });

  it('takes the origin from VITE_SITE_URL, without path or trailing slash', () => {
    expect(resolveSiteConfig({ VITE_SITE_URL: 'https://labels.example.org/' }).origin).toBe('https://labels.example.org');
    expect(resolveSiteConfig({ VITE_SITE_URL: 'http://localhost:4173/app' }).origin).toBe('http://localhost:4173');
  });

  it('takes the support address from VITE_SUPPORT_EMAIL', () => {
    expect(resolveSiteConfig({ VITE_SUPPORT_EMAIL: 'help@example.org' }).supportEmail).toBe('help@example.org');
  });

  it('refuses a site URL that is not an absolute http(s) URL, saying which variable is wrong', () => {
    expect(() => resolveSiteConfig({ VITE_SITE_URL: 'labels.example.org' })).toThrow(/VITE_SITE_URL/);
    expect(() => resolveSiteConfig({ VITE_SITE_URL: 'ftp://labels.example.org' })).toThrow(/http or https/);
  });

  it('refuses a support address that is not an e-mail address', () => {
    expect(() => resolveSiteConfig({ VITE_SUPPORT_EMAIL: 'support' })).toThrow(/VITE_SUPPORT_EMAIL/);
  });
});
