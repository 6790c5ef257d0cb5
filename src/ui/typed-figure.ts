/** A typed figure as a number ("," is a decimal point too, "−" a minus); NaN when it is empty or not a plain number. */
export const figureFrom = (text: string): number => {
  const figure = text.trim().replace(',', '.').replace('−', '-');
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(figure) ? Number(figure) : Number.NaN;
};
