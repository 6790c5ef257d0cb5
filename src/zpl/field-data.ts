// A field's text as ZPL carries it: ^FH turns on hexadecimal escapes (_ and two digits), so the text never holds the
// caret or tilde that start ZPL commands, nor the escape's own underscore; anything beyond printable ASCII is
// written as its UTF-8 bytes, which ^CI28 tells the printer to read. The file stays plain ASCII on any link.

const encoder = new TextEncoder();
const hex = (byte: number): string => `_${byte.toString(16).toUpperCase().padStart(2, '0')}`;
const passesAsIs = (code: number): boolean => code >= 0x20 && code <= 0x7e && code !== 0x5e && code !== 0x7e && code !== 0x5f;

/** `^FH^FD…^FS` for a text field: the text, escaped so a printer reads it back exactly. */
export function textField(text: string): string {
  let escaped = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    escaped += passesAsIs(code) ? character : Array.from(encoder.encode(character), hex).join('');
  }
  return `^FH^FD${escaped}^FS`;
}
