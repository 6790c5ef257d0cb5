import type { MessageDescriptor } from '@lingui/core';
import { cropperMessages } from '../../cropper/cropper-messages';
import type { FileProblem } from '../../../workers/cropper/source-files';

/** What the visitor reads about a file the worker refused, naming it; a size is written for `locale`. */
export function fileProblemMessage(name: string, problem: FileProblem, locale: string): MessageDescriptor {
  switch (problem.code) {
    case 'too-large':
      return cropperMessages.tooLarge(name, problem.bytes, locale);
    case 'not-supported':
      return cropperMessages.notASupportedFile(name);
    case 'password':
      return cropperMessages.passwordProtected(name);
    case 'unreadable':
      return cropperMessages.unreadable(name);
    case 'too-many-pages':
      return cropperMessages.tooManyPages(name, problem.pages);
    case 'image-too-large':
      return cropperMessages.imageTooLarge(name, problem.width, problem.height);
    case 'no-zpl-label':
      return cropperMessages.noZplLabel(name);
    case 'too-many-labels':
      return cropperMessages.tooManyLabels(name, problem.labels);
  }
}
