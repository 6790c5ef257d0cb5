/**
 * React hydrates a prerendered <textarea> by writing its text twice (react-dom's `initTextarea`, which unlike an
 * <input>'s has no hydration case): `defaultValue` with the same text, which makes Chromium put the caret of an
 * untouched textarea back at its start (a selection made before the code ran is gone, and the next key goes
 * first); then `value` with the prerendered text, over whatever the visitor had typed into it. On a slow phone
 * the visitor can type into the page long before hydration reaches the form.
 *
 * Until each prerendered textarea with text has had that `value` write, the two writes are skipped when they
 * would change nothing or put the prerendered text over typed text; every other write goes through. Once all of
 * them are hydrated the platform's own setters are back. (An empty textarea gets no `value` write, and writing
 * its empty `defaultValue` again moves no caret: there is nothing to keep.)
 */
export function keepTextareasWhileHydrating(root: ParentNode): void {
  const waiting = new Set([...root.querySelectorAll('textarea')].filter((textarea) => textarea.defaultValue !== ''));
  const prototype = HTMLTextAreaElement.prototype;
  const value = Object.getOwnPropertyDescriptor(prototype, 'value');
  const defaultValue = Object.getOwnPropertyDescriptor(prototype, 'defaultValue');
  if (waiting.size === 0 || !value?.get || !value.set || !defaultValue?.get || !defaultValue.set) return;
  const { get: getValue, set: setValue } = value;
  const { get: getDefault, set: setDefault } = defaultValue;

  Object.defineProperty(prototype, 'defaultValue', {
    ...defaultValue,
    set(this: HTMLTextAreaElement, next: string) {
      if (!(waiting.has(this) && next === getDefault.call(this))) setDefault.call(this, next);
    },
  });
  Object.defineProperty(prototype, 'value', {
    ...value,
    set(this: HTMLTextAreaElement, next: string) {
      if (!waiting.delete(this)) return setValue.call(this, next);
      if (waiting.size === 0) Object.defineProperties(prototype, { value, defaultValue });
      const typed = getValue.call(this) !== getDefault.call(this);
      if (!(typed && next === getDefault.call(this))) setValue.call(this, next);
    },
  });
}
