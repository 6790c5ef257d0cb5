import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { activateLocale } from '../i18n/catalogs';
import { App } from './app';

/** A page as the build writes it: the app's HTML for one address, and the styles that HTML uses. */
export type PrerenderedPage = { bodyHtml: string; styleTags: string };

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
 * Renders the app at `path` to HTML at build time (Node), waiting for its lazy page, with the
 * styled-components rules it used collected as <style> tags. main.tsx hydrates the result.
 */
export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  await activateLocale('en');
  const sheet = new ServerStyleSheet();
  try {
    const app = (
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    );
    const bodyHtml = await renderHtml(sheet.collectStyles(app), path);
    if (REVEAL_SCRIPT.test(bodyHtml)) throw new Error(`Prerendering ${path} left part of the page to a script`);
    return { bodyHtml, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
