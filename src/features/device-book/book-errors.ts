// The device book's two ways to fail, in a module of their own: the page can tell them apart without loading the book.

/** The browser keeps nothing for this site: storage switched off, a private window that refuses it, or a failure. */
export class BookUnavailableError extends Error {
  constructor(cause: unknown) {
    super('This browser is not keeping anything for ShipLabel on this device (a private window or a setting may stop it).', { cause });
    this.name = 'BookUnavailableError';
  }
}

/** What a visitor asked to keep could not be kept as asked: the words say why. */
export class BookRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BookRefusal';
  }
}
