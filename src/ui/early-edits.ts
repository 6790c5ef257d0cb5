/** A control of a prerendered form that the visitor changed while the page's code was still loading. */
export type EarlyEdit = { name: string; value: string };

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isChanged = (control: Control): boolean =>
  control instanceof HTMLSelectElement
    ? [...control.options].some((option) => option.selected !== option.defaultSelected)
    : control.value !== control.defaultValue;

/** What the visitor typed or chose in the prerendered part with this id, read before React set it back. */
export function readEarlyEdits(root: Document, id: string): EarlyEdit[] {
  const part = root.getElementById(id);
  if (part === null) return [];
  return [...part.querySelectorAll<Control>('input[name], textarea[name], select[name]')]
    .filter(isChanged)
    .map((control) => ({ name: control.name, value: control.value }));
}
