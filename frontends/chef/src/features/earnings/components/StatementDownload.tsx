import { useApolloClient } from '@apollo/client/react';
import { ChefStatementFileDocument, type StatementFormat } from '@hearth/graphql-client';
import { useT } from '@hearth/i18n';
import { Button, downloadBase64File } from '@hearth/ui';
import { useState } from 'react';
import styled from 'styled-components';
import './statement-translations';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0 0 ${({ theme }) => theme.spacing(6)};
  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing(1)};
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  select {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.spacing(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
  }
`;
const Note = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

/** The years a chef can choose: this year back to 2020, newest first. */
export function statementYears(now = new Date()): number[] {
  const years: number[] = [];
  for (let y = now.getFullYear(); y >= 2020; y--) years.push(y);
  return years;
}

/**
 * The yearly statement controls of the Earnings page (issue 24, item 7): a year (last year chosen
 * at first — the one a tax return needs) and "Download CSV" / "Download PDF" of the statement of
 * sales, Hearth commission, card fees, tax collected, refunds, disputes and payouts
 * (`chefStatementFile`, made on the server from the ledger). Says so when a file could not be
 * made.
 */
export function StatementDownload() {
  const t = useT();
  const client = useApolloClient();
  const years = statementYears();
  const [year, setYear] = useState(years[1] ?? years[0]!);
  const [busy, setBusy] = useState<StatementFormat | null>(null);
  const [failed, setFailed] = useState(false);
  const download = async (format: StatementFormat) => {
    setBusy(format);
    setFailed(false);
    try {
      const { data } = await client.query({
        query: ChefStatementFileDocument,
        variables: { year, format },
        fetchPolicy: 'network-only',
      });
      const file = data?.chefStatementFile;
      if (file) downloadBase64File(file.base64, file.filename, file.contentType);
      else setFailed(true);
    } catch {
      setFailed(true);
    }
    setBusy(null);
  };
  return (
    <Controls data-testid="statement-controls">
      <label>
        {t('Year')}
        <select value={year} onChange={(e) => setYear(Number(e.target.value))}>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </label>
      <Button $variant="secondary" onClick={() => void download('CSV')} disabled={busy !== null}>
        {busy === 'CSV' ? t('Preparing…') : t('Download CSV')}
      </Button>
      <Button $variant="secondary" onClick={() => void download('PDF')} disabled={busy !== null}>
        {busy === 'PDF' ? t('Preparing…') : t('Download PDF')}
      </Button>
      {failed && <Note role="alert">{t('The statement could not be made. Try again.')}</Note>}
      <Note>
        {t(
          'Your sales, Hearth commission, card fees, sales tax, refunds, disputes and payouts of the year, by month — for your taxes.',
        )}
      </Note>
    </Controls>
  );
}
