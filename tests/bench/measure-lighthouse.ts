import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, findChromium } from '../e2e/support/chromium';

export type LighthouseScores = { performance: number; accessibility: number; bestPractices: number; seo: number };

/** Lighthouse with its default (mobile, simulated slow 4G and 4x CPU) settings, in the system Chromium. */
export async function measureLighthouse(url: string): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: ['--headless=new', ...chromiumArgs] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const score = (id: string) => Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
    return { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') };
  } finally {
    await chrome.kill();
  }
}
