import styled from 'styled-components';
import { useCheckView } from './check-context';

/** The computed totals, "Total: 3 items, 1.250 kg, 85.00 EUR": never typed, so they always add up. */
export function TotalsLine() {
  const totals = useCheckView((view) => view.totals);
  return <Totals>{totals}</Totals>;
}

const Totals = styled.p`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;
