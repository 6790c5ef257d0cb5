import { describe, expect, it } from 'vitest';
import { staticFileCandidates } from '../../../src/build/static-file-candidates';

describe('staticFileCandidates: the files that may answer an address', () => {
  it('maps pretty URLs to their page files, as static hosts do', () => {
    expect(staticFileCandidates('/')).toEqual(['/index.html']);
    expect(staticFileCandidates('/contact')).toEqual(['/contact', '/contact.html']);
    expect(staticFileCandidates('/generator/')).toEqual(['/generator/index.html', '/generator.html']);
  });

  it('takes a file address as it is', () => {
    expect(staticFileCandidates('/assets/index-abc.js')).toEqual(['/assets/index-abc.js']);
  });
});
