import styled from 'styled-components';

/** Props of {@link Stepper}. */
export interface StepperProps {
  /** Step titles, in order. */
  steps: readonly string[];
  /** 0-based index of the current step. */
  current: number;
  /** Accessible name of the step list. */
  label?: string;
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0 0 ${({ theme }) => theme.spacing(6)};
  padding: 0;
  list-style: none;
  counter-reset: step;
`;
const Item = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  flex: 1 1 140px;
  padding: ${({ theme }) => theme.spacing(2)};
  border-bottom: 3px solid
    ${({ theme, $state }) => ($state === 'todo' ? theme.colors.border : theme.colors.primary)};
  font-weight: ${({ $state }) => ($state === 'current' ? 700 : 400)};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.textMuted : theme.colors.text)};
  &::before {
    counter-increment: step;
    content: counter(step);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 24px;
    height: 24px;
    border-radius: 50%;
    font-size: 0.8125rem;
    color: ${({ $state }) => ($state === 'todo' ? 'inherit' : '#fff')};
    background: ${({ theme, $state }) =>
      $state === 'todo' ? theme.colors.border : theme.colors.primary};
  }
`;
const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

/**
 * The step bar of a multi-step form (the chef wizard): an ordered list of the step titles
 * with the current one marked `aria-current="step"` and the finished ones announced as completed.
 */
export function Stepper({ steps, current, label = 'Progress' }: StepperProps) {
  return (
    <List aria-label={label}>
      {steps.map((title, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <Item key={title} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            {title}
            {state === 'done' && <Hidden> (completed)</Hidden>}
          </Item>
        );
      })}
    </List>
  );
}
