import { describe, expect, it } from 'vitest';
import { cropperFailure, failureCode, failureMessage } from '../../../src/cropper/cropper-failures';
import { cropperWorkerMessages } from '../../../src/features/label-cropper/cropper-worker';
import { english } from '../../support/english';

// Only an Error's message crosses from the cropper's worker to the page: the worker's own failures travel as codes,
// and the page words them in the visitor's language.

const worded = (message: string): string | null => {
  const known = failureMessage(message);
  return known ? english(known) : null;
};

describe('the cropper’s failures', () => {
  it('cross as codes the page words', () => {
    expect(worded(cropperFailure('file-closed').message)).toBe('That file is no longer open.');
    expect(worded(cropperFailure('no-canvas').message)).toBe('This browser cannot draw in a worker.');
    expect(worded(failureCode('file-not-reopened'))).toBe('a file could not be opened again. Remove it and drop it here again.');
  });

  it('word the worker’s death and hang', () => {
    expect(worded(cropperWorkerMessages.died)).toBe('The cropper’s worker stopped unexpectedly.');
    expect(worded(cropperWorkerMessages.hung)).toBe('The cropper’s worker took too long and was restarted.');
  });

  it('leave any other message to be shown as it is', () => {
    expect(failureMessage('Invalid PDF structure.')).toBeNull();
    expect(failureMessage('cropper:no-such-code')).toBeNull();
  });
});
