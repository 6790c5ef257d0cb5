/** Hands a mailto: URL to the visitor's e-mail program, without leaving the page. */
export function openMailProgram(mailtoUrl: string): void {
  const link = document.createElement('a');
  link.href = mailtoUrl;
  link.click();
}
