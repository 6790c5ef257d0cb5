import { paths } from '../config/paths';
import { contactMeta } from '../pages/contact/contact-meta';
import { generatorMeta } from '../pages/generator/generator-meta';
import { homeMeta } from '../pages/home/home-meta';
import { labelCropperMeta } from '../pages/label-cropper/label-cropper-meta';
import { privacyMeta, termsMeta } from '../pages/legal/legal-meta';
import { notFoundMeta } from '../pages/not-found/not-found-meta';
import type { PageMeta } from '../seo/page-meta';

export type StaticPage = { file: string; path: string | null; meta: PageMeta };

/**
 * The HTML files the build writes, each with its page's head already filled in, so that crawlers and
 * link previews that run no JavaScript see the right title and tags. `/contact` is served from
 * `contact.html` (the usual "pretty URL" rule of static hosts); `404.html` answers any other path.
 */
export const staticPages: readonly StaticPage[] = [
  { file: 'index.html', path: paths.home, meta: homeMeta },
  { file: 'generator.html', path: paths.generator, meta: generatorMeta },
  { file: 'label-cropper.html', path: paths.labelCropper, meta: labelCropperMeta },
  { file: 'contact.html', path: paths.contact, meta: contactMeta },
  { file: 'privacy.html', path: paths.privacy, meta: privacyMeta },
  { file: 'terms.html', path: paths.terms, meta: termsMeta },
  { file: '404.html', path: null, meta: notFoundMeta },
];
