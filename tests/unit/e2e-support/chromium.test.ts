import { describe, expect, it } from 'vitest';
import { findChromium } from '../../e2e/support/chromium';

describe('finding Chromium for the browser tests', () => {
  it('fails with install instructions when no Chromium is found, instead of skipping', () => {
    expect(() => findChromium({}, ['/nowhere/chromium'])).toThrow(/apt-get install -y chromium[\s\S]*CHROMIUM_PATH/);
  });

  it('uses CHROMIUM_PATH when it points at a file', () => {
    expect(findChromium({ CHROMIUM_PATH: process.execPath }, [])).toBe(process.execPath);
  });

  it('names a CHROMIUM_PATH that points nowhere', () => {
    expect(() => findChromium({ CHROMIUM_PATH: '/nowhere/chrome' })).toThrow('CHROMIUM_PATH is set to /nowhere/chrome');
  });
});
