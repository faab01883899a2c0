import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 3px solid ${({ theme }) => theme.colors.primarySoft};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing(10)};
`;

/** A loading indicator announced to screen readers as `label` (default "Loading…"). */
export function Spinner({
  label = 'Loading…',
  size = 32,
  centered = false,
}: {
  label?: string;
  size?: number;
  centered?: boolean;
}) {
  const ring = (
    <span role="status">
      <Ring $size={size} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
  return centered ? <Center>{ring}</Center> : ring;
}
