import styled from 'styled-components';

/** A fieldset of radio buttons, each with its label beside it; a 44 px tall row is easy to hit on a phone. */
export const RadioGroup = styled.fieldset`
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend { padding: 0; margin-bottom: 4px; font-weight: 600; font-size: 0.9375rem; }
  label { display: flex; align-items: center; gap: 10px; min-height: 44px; }
  input { flex: none; width: 20px; height: 20px; margin: 0; accent-color: ${({ theme }) => theme.color.primary}; }
`;
