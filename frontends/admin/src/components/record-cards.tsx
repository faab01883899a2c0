import styled from 'styled-components';

/** A list's records as cards (the phone layout of the admin's tables). */
export const RecordCards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  > li {
    padding: ${({ theme }) => theme.spacing(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

/** A card's first line: what the record is, and its state on the right. */
export const RecordCardHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-bottom: ${({ theme }) => theme.spacing(2)};
  min-width: 0;
`;

/** A card's facts as label / value pairs (long values wrap instead of widening the card). */
export const RecordCardFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(3)};
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
  font-size: 0.875rem;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A secondary line under a record's name. */
export const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
`;

/** One of the admin's panels under the dashboard: a rule above it and its title. */
export const PanelSection = styled.section`
  margin-top: ${({ theme }) => theme.spacing(8)};
  padding-top: ${({ theme }) => theme.spacing(6)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing(4)};
    font-size: 1.25rem;
  }
`;

/** A quiet explanatory line in a panel. */
export const PanelNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

/** A record's action buttons (in a table cell or a card), wrapping on narrow screens. */
export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** A confirm dialog's buttons, right-aligned below its text. */
export const DialogButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: ${({ theme }) => theme.spacing(4)};
`;
