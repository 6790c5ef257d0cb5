// Its own module: only the batch uses it, so the generator's first load does not carry it.

/** The parts that have text, trimmed, joined: "Portland, OR 97205" from a city, a state and a postcode. */
export const joinFilled = (parts: readonly string[], separator: string): string =>
  parts.map((part) => part.trim()).filter((part) => part !== '').join(separator);
