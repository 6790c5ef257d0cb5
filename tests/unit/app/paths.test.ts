import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH, pageAt, paths } from '../../../src/config/paths';

describe('pageAt: the page an address shows', () => {
  it('is the route itself for every page of the site, with or without a trailing slash', () => {
    for (const path of Object.values(paths)) expect(pageAt(path)).toBe(path);
    expect(pageAt('/generator/')).toBe(paths.generator);
  });

  it('is the 404 page for any other address', () => {
    expect(pageAt('/nowhere')).toBe(NOT_FOUND_PATH);
    expect(pageAt('/generator/extra')).toBe(NOT_FOUND_PATH);
    expect(pageAt('/404.html')).toBe(NOT_FOUND_PATH);
  });
});
