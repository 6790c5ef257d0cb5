import styled from 'styled-components';

type PageHeadingProps = { title: string; subtitle?: string };

/** The headline band at the top of an inner page. */
export function PageHeading({ title, subtitle }: PageHeadingProps) {
  return (
    <Heading>
      <h1>{title}</h1>
      {subtitle && <p>{subtitle}</p>}
    </Heading>
  );
}

const Heading = styled.div`
  padding: clamp(32px, 6vw, 56px) 0 clamp(24px, 4vw, 40px);
  text-align: center;
  h1 { font-size: clamp(1.875rem, 4.5vw, 2.75rem); letter-spacing: -0.01em; }
  p { margin-top: 10px; font-size: 1.125rem; color: ${({ theme }) => theme.color.textMuted}; }
`;
