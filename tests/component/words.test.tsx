import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, Trans } from '../../src/i18n/words';

// The page's own Trans (src/i18n/words.tsx) over the page's one i18n, here speaking a made-up compiled catalog.
beforeAll(() => {
  i18n.load('de', {
    drop: ['Datei hierher ziehen oder <0>eine auswählen</0>, bis ', ['size'], '.'],
    save: ['Klicken Sie auf <0>', ['button'], '</0>.'],
    nested: ['<0>Fett <1>und Link</1></0> danach'],
  });
  i18n.activate('de');
});

describe('the page’s Trans', () => {
  it('puts the translation’s numbered tags around the elements they stand for, and its values in', () => {
    const { container } = render(<Trans id="drop" values={{ size: '50 MB' }} components={{ 0: <strong /> }} />);
    expect(container.innerHTML).toBe('Datei hierher ziehen oder <strong>eine auswählen</strong>, bis 50 MB.');
  });

  it('places a value that is an element as an element of its own', () => {
    const { container } = render(<Trans id="save" values={{ button: <em>Speichern</em> }} components={{ 0: <strong /> }} />);
    expect(container.innerHTML).toBe('Klicken Sie auf <strong><em>Speichern</em></strong>.');
  });

  it('nests elements inside elements', () => {
    const { container } = render(<Trans id="nested" components={{ 0: <b />, 1: <a href="/x" /> }} />);
    expect(container.innerHTML).toBe('<b>Fett <a href="/x">und Link</a></b> danach');
  });
});
