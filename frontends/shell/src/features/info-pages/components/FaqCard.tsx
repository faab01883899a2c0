import { ChevronIcon } from '@hearth/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';

const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h3 {
    margin: 0;
    font-size: 1.0625rem;
  }
`;
const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
  width: 100%;
  min-height: 56px;
  padding: ${({ theme }) => theme.spacing(4)} ${({ theme }) => theme.spacing(5)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 700;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  svg {
    flex: none;
    transition: transform 150ms ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
`;
const Answer = styled.div`
  padding: 0 ${({ theme }) => theme.spacing(5)} ${({ theme }) => theme.spacing(5)};
  color: ${({ theme }) => theme.colors.textMuted};
  p {
    margin: 0;
  }
`;

/**
 * One FAQ card, which expands and collapses: a heading holding a button with
 * `aria-expanded`/`aria-controls`; click, Enter or Space toggles the answer (native button).
 */
export function FaqCard({ question, answer }: { question: string; answer: string }) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <Card data-testid="faq-card">
      <h3>
        <Toggle
          type="button"
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen((o) => !o)}
        >
          <span>{question}</span>
          <ChevronIcon size={20} aria-hidden="true" />
        </Toggle>
      </h3>
      <Answer id={answerId} role="region" aria-label={question} hidden={!open}>
        <p>{answer}</p>
      </Answer>
    </Card>
  );
}
