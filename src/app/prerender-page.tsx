import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { TEMPLATE_FILE_NAME } from '../batch/batch-limits';
import { templateCsv } from '../batch/template-csv';
import { site } from '../config/site';
import { CATALOG_NAMES } from '../i18n/catalog-names';
import { activateLocale, i18n } from '../i18n/catalogs';
import { App } from './app';
import { pageHead, type PageHead } from './page-heads';
import { addressOf, type StaticPage } from './static-pages';

export type SiteFile = { fileName: string; source: string };

/** The files the app's own code writes at build time: the batch import's template CSV, its headings in English. */
export const appFiles = (): SiteFile[] => [{ fileName: TEMPLATE_FILE_NAME, source: templateCsv() }];

/** A page as the build writes it: its head, the app's HTML for its address, and the styles that HTML uses. */
export type PrerenderedPage = PageHead & { bodyHtml: string; styleTags: string };

/** The HTML of one render, failing on any error React would otherwise leave for the browser to render. */
async function renderHtml(element: ReactNode, path: string): Promise<string> {
  const errors: unknown[] = [];
  // No chunk size limit: React would otherwise move a large boundary's content after the page, for a script to put back.
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) });
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${path} failed: ${String(errors[0])}`);
  return html;
}

// React can write a boundary's content after the page, in a hidden template that an inline script puts in
// place: the CSP forbids such a script, so the build refuses that HTML.
const REVEAL_SCRIPT = /<script|<template/;

/**
 * Renders a page in its language (German's generator is `/de/generator`) to HTML at build time (Node): its head, and
 * its body once its lazy page has loaded, with the styled-components rules it used collected as <style> tags.
 * main.tsx hydrates the result.
 */
export async function prerenderPage(page: StaticPage): Promise<PrerenderedPage> {
  const { locale } = page;
  await activateLocale(locale.code, CATALOG_NAMES);
  const head = pageHead(page, site, i18n);
  const path = addressOf(page);
  // A word the catalogs lack would be written as its id: the build refuses it (`npx lingui extract` adds it).
  const missing = new Set<string>();
  const stopListening = i18n.on('missing', ({ id }) => void missing.add(id));
  const sheet = new ServerStyleSheet();
  try {
    const app = (
      <StaticRouter basename={locale.prefix || '/'} location={path}>
        <App />
      </StaticRouter>
    );
    const bodyHtml = await renderHtml(sheet.collectStyles(app), path);
    if (REVEAL_SCRIPT.test(bodyHtml)) throw new Error(`Prerendering ${path} left part of the page to a script`);
    if (missing.size > 0) throw new Error(`Prerendering ${path} met messages missing from the catalogs (npx lingui extract): ${[...missing].join(', ')}`);
    return { ...head, bodyHtml, styleTags: sheet.getStyleTags() };
  } finally {
    stopListening();
    sheet.seal();
  }
}
