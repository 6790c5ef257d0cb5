import { afterEach, describe, expect, it } from 'vitest';
import { keepTextareasWhileHydrating } from '../../src/app/keep-textareas-while-hydrating';

const platformValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value');

/** A prerendered form: two textareas with text, one empty. */
function prerendered() {
  const root = document.createElement('div');
  root.innerHTML = '<textarea name="to">4821 Lakeview Avenue</textarea><textarea name="from">77 Orchard Street</textarea><textarea name="note"></textarea>';
  document.body.replaceChildren(root);
  const [to, from, note] = [...root.querySelectorAll('textarea')] as [HTMLTextAreaElement, HTMLTextAreaElement, HTMLTextAreaElement];
  return { root, to, from, note };
}

/** What react-dom's initTextarea writes when it hydrates a textarea. */
const hydrate = (textarea: HTMLTextAreaElement, text: string) => {
  textarea.defaultValue = text;
  if (textarea.textContent === text && text !== '') textarea.value = text;
};

describe('keepTextareasWhileHydrating', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('keeps what was typed into a prerendered textarea when hydration writes the prerendered text over it', () => {
    const { root, to, from } = prerendered();
    to.value = '4821 Lakeview Avenue\nAttn: Receiving'; // typed before the code ran
    keepTextareasWhileHydrating(root);
    hydrate(to, '4821 Lakeview Avenue');
    hydrate(from, '77 Orchard Street');
    expect(to.value).toBe('4821 Lakeview Avenue\nAttn: Receiving');
    expect(from.value).toBe('77 Orchard Street');
  });

  it('hands the setters back once every textarea with text is hydrated, so later writes go through', () => {
    const { root, to, from } = prerendered();
    to.value = 'typed';
    keepTextareasWhileHydrating(root);
    hydrate(to, '4821 Lakeview Avenue');
    expect(Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')).not.toEqual(platformValue);
    hydrate(from, '77 Orchard Street');
    expect(Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')).toEqual(platformValue);
    // Setting the sample text back on purpose (react-hook-form's reset, say) is no longer refused.
    to.value = '4821 Lakeview Avenue';
    expect(to.value).toBe('4821 Lakeview Avenue');
  });

  it('lets a real change through while hydrating: other text, or other textareas', () => {
    const { root, to, from, note } = prerendered();
    keepTextareasWhileHydrating(root);
    hydrate(to, '4821 Lakeview Avenue, Suite 210'); // the client renders other text than the build did
    expect(to.value).toBe('4821 Lakeview Avenue, Suite 210');
    const elsewhere = document.createElement('textarea');
    elsewhere.value = 'not prerendered';
    expect(elsewhere.value).toBe('not prerendered');
    note.value = 'a note';
    expect(note.value).toBe('a note');
    hydrate(from, '77 Orchard Street');
  });

  it('changes nothing on a page without prerendered text in a textarea', () => {
    const root = document.createElement('div');
    root.innerHTML = '<textarea name="message"></textarea>';
    keepTextareasWhileHydrating(root);
    expect(Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')).toEqual(platformValue);
  });
});
