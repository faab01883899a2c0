import { useApolloClient } from '@apollo/client/react';
import { Button } from '@hearth/ui';
import { useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { AdminListCsvDocument, type AdminList, type WaitlistSort } from '@hearth/graphql-client';
import { downloadTextFile } from '@hearth/ui';
import { localIsoDate } from '../../lib/format';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(1)};
`;
const spin = keyframes`to { transform: rotate(360deg); }`;
/** A small ring inside the button (decorative: the button text says what happens). */
const Ring = styled.span`
  width: 14px;
  height: 14px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;
const ErrorText = styled.p`
  margin: 0;
  max-width: 32ch;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
  text-align: right;
`;

/** Shown when the CSV could not be fetched. */
export const CSV_ERROR = 'The CSV could not be downloaded. Please try again.';

/**
 * 'Download CSV': asks the server for the whole list with the table's current search and sort
 * (`adminListCsv`, never cached) and saves it as `<fileStem>-YYYY-MM-DD.csv`.
 */
export function CsvDownloadButton({
  list,
  fileStem,
  sort,
  search,
}: {
  list: AdminList;
  /** e.g. `guest-waitlist` */
  fileStem: string;
  sort: WaitlistSort;
  search: string;
}) {
  const client = useApolloClient();
  const [state, setState] = useState<'idle' | 'preparing' | 'failed'>('idle');
  const download = async () => {
    setState('preparing');
    try {
      const { data } = await client.query({
        query: AdminListCsvDocument,
        variables: { list, sort, search: search || null },
        fetchPolicy: 'no-cache',
      });
      if (data?.adminListCsv === undefined) throw new Error('empty answer');
      downloadTextFile(data.adminListCsv, `${fileStem}-${localIsoDate()}.csv`);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  const preparing = state === 'preparing';
  return (
    <Wrap>
      <Button
        $variant="secondary"
        $size="sm"
        onClick={() => void download()}
        disabled={preparing}
        aria-busy={preparing || undefined}
      >
        {preparing ? (
          <>
            <Ring aria-hidden="true" /> Preparing CSV…
          </>
        ) : (
          'Download CSV'
        )}
      </Button>
      {state === 'failed' && <ErrorText role="alert">{CSV_ERROR}</ErrorText>}
    </Wrap>
  );
}
