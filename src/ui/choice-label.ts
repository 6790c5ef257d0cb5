import { css } from 'styled-components';

/** A radio button's or a checkbox's label: the box, then its name in bold over a muted hint (a `small`). */
export const choiceLabels = css`
  label { display: flex; gap: 10px; align-items: flex-start; cursor: pointer; }
  input[type='radio'], input[type='checkbox'] { margin-top: 4px; width: 18px; height: 18px; flex: none; }
  label > span { display: flex; flex-direction: column; gap: 2px; }
  small { font-size: 0.875rem; color: ${({ theme }) => theme.color.textMuted}; }
`;
