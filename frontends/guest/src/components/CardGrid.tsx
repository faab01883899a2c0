import styled from 'styled-components';

/**
 * A responsive grid of cards as a list (`<ul>`, one `<li>` per card): as many columns of at
 * least `$min` (default 240px) as fit.
 */
export const CardGrid = styled.ul<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = '240px' }) => $min}, 1fr));
  gap: ${({ theme }) => theme.spacing(5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
