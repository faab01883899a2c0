import { ReceiptTexts, receiptDocument } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { Button, Spinner } from '@hearth/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import styled, { createGlobalStyle } from 'styled-components';
import { LoadFailed } from '../../../components/ListStates';
import { Page } from '../../../components/layout';
import { useDownloadReceiptPdf, useOrderReceipt } from '../api/receipt';
import '../receipt-translations';

/**
 * The receipt's print stylesheet: only the receipt on white paper (the site's header, footer,
 * navigation and the page's buttons left out), fitting Letter or A4 with 14 mm margins.
 */
const PrintStyles = createGlobalStyle`
  @media print {
    @page { margin: 14mm; }
    body { background: #fff !important; color: #000 !important; font-size: 10.5pt; }
    header, footer, nav, aside, [data-print-hide] { display: none !important; }
    main { margin: 0 !important; padding: 0 !important; }
    [data-receipt] { box-shadow: none !important; border: 0 !important; padding: 0 !important; max-width: none !important; }
    tr { break-inside: avoid; }
  }
`;

const Sheet = styled.article`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.spacing(6)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  h1 {
    margin: 0;
    font-size: 1.5rem;
  }
  h2 {
    margin: 0;
    font-size: 1.0625rem;
  }
  @media (max-width: 480px) {
    padding: ${({ theme }) => theme.spacing(4)};
  }
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(7rem, auto) 1fr;
  gap: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(4)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  /* Phones: each label above its value, so long values keep the whole width. */
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
    dt {
      font-size: 0.8125rem;
    }
    dd {
      margin-bottom: ${({ theme }) => theme.spacing(2)};
    }
  }
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(1)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th[data-num],
  td[data-num] {
    text-align: right;
    white-space: nowrap;
  }
  tr[data-total] td {
    font-weight: 700;
    border-bottom: 0;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: center;
`;

/** Rows of `[label, amount]` as a two-column table, the last one bold when `lastIsTotal`. */
function Amounts({ rows, lastIsTotal }: { rows: Array<[string, string]>; lastIsTotal?: boolean }) {
  return (
    <Table>
      <tbody>
        {rows.map(([label, value], i) => (
          <tr
            key={`${label}-${i}`}
            data-total={lastIsTotal && i === rows.length - 1 ? '' : undefined}
          >
            <td>{label}</td>
            <td data-num="">{value}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * /user/orders/:orderId/receipt: the receipt of one of the guest's charged orders (issue 24,
 * item 7) — who sold it for GST/HST and the numbers, the reference, the dates with their time
 * zone, the lines, subtotal, discount, delivery fee, each tax line, total, the card and refunds —
 * the same rows as its PDF and e-mail (contracts' `receiptDocument`). "Print" prints only the
 * receipt (print stylesheet); "Download PDF" saves the server's PDF. An order not charged yet
 * says when its receipt comes; another guest's order is refused like an unknown one.
 */
export function ReceiptPage() {
  const t = useT();
  const { orderId = '' } = useParams();
  const { receipt, loaded, loading, error, retry } = useOrderReceipt(orderId);
  const download = useDownloadReceiptPdf(orderId);
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);
  const back = (
    <Link to="/user/orders" data-print-hide="">
      {t('Back to orders')}
    </Link>
  );
  if (loading) return <Spinner centered label={t('Loading…')} />;
  if (error && !loaded)
    return (
      <Page>
        {back}
        <LoadFailed message={t('This receipt could not be loaded.')} onRetry={() => void retry()} />
      </Page>
    );
  if (!receipt)
    return (
      <Page>
        {back}
        <p data-testid="receipt-not-charged">{t(ReceiptTexts.notCharged)}</p>
      </Page>
    );
  const doc = receiptDocument(receipt);
  const onDownload = async () => {
    setDownloading(true);
    setFailed(false);
    setFailed(!(await download()));
    setDownloading(false);
  };
  return (
    <Page>
      <PrintStyles />
      <title>{`${doc.title} · Hearth`}</title>
      <Actions data-print-hide="">
        {back}
        <Button onClick={() => window.print()}>{t('Print')}</Button>
        <Button $variant="secondary" onClick={() => void onDownload()} disabled={downloading}>
          {downloading ? t('Preparing PDF…') : t('Download PDF')}
        </Button>
        {failed && <span role="alert">{t('The PDF could not be made. Try again.')}</span>}
      </Actions>
      <Sheet data-receipt="" data-testid="receipt">
        <h1>{doc.title}</h1>
        <Facts>
          {doc.facts.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Facts>
        <Table>
          <thead>
            <tr>
              <th>{doc.lines.head[0]}</th>
              <th data-num="">{doc.lines.head[1]}</th>
              <th data-num="">{doc.lines.head[2]}</th>
              <th data-num="">{doc.lines.head[3]}</th>
            </tr>
          </thead>
          <tbody>
            {doc.lines.rows.map((row, i) => (
              <tr key={i}>
                <td>{row[0]}</td>
                <td data-num="">{row[1]}</td>
                <td data-num="">{row[2]}</td>
                <td data-num="">{row[3]}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        <div data-testid="receipt-totals">
          <Amounts rows={doc.totals} lastIsTotal />
        </div>
        <h2>{t('Payment')}</h2>
        <Amounts rows={doc.payment} />
        <p style={{ margin: 0, fontSize: '0.8125rem' }}>
          {t('Amounts in Canadian dollars (CAD). Keep this receipt for your records.')}
        </p>
      </Sheet>
    </Page>
  );
}
