import { media, useIsMobile } from '@hearth/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { compactPageItems, pageItems } from './pageItems';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-top: ${({ theme }) => theme.spacing(4)};
`;
const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;
const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  ${media.mobile} {
    width: 100%;
  }
`;
/** Wide: Previous, numbers, Next in a row. Phone: numbers centred above Previous … Next. */
const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  ${media.mobile} {
    display: grid;
    width: 100%;
    grid-template-columns: auto auto;
    grid-template-areas: 'pages pages' 'previous next';
    justify-content: space-between;
    row-gap: ${({ theme }) => theme.spacing(2)};
    & > ul {
      grid-area: pages;
      justify-content: center;
    }
    & > button:first-child {
      grid-area: previous;
    }
    & > button:last-child {
      grid-area: next;
    }
  }
`;
const Pages = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  list-style: none;
  margin: 0;
  padding: 0;
`;
const PageButton = styled.button<{ $current?: boolean }>`
  min-width: 36px;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.spacing(2)};
  border: 1px solid
    ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $current }) => ($current ? '#fff' : theme.colors.text)};
  font: inherit;
  font-weight: ${({ $current }) => ($current ? 700 : 400)};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
const Gap = styled.span`
  padding: 0 ${({ theme }) => theme.spacing(1)};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const SizeLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  white-space: nowrap;
`;
const Select = styled.select`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.spacing(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageSize: number;
  totalCount: number;
  /** "Showing 26–50 of 1,000", announced politely when it changes. */
  summary: string;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  pageSizes?: readonly number[];
  /** Disables the controls while a page is loading. */
  disabled?: boolean;
}

/**
 * The pager under a server-side table: the range summary, Previous / page numbers / Next, and a
 * rows-per-page choice. The current page button has `aria-current="page"`.
 */
export function Pagination({
  page,
  pageSize,
  totalCount,
  summary,
  onPageChange,
  onPageSizeChange,
  pageSizes = [25, 50, 100],
  disabled = false,
}: PaginationProps) {
  const sizeId = useId();
  const isMobile = useIsMobile();
  const items = isMobile ? compactPageItems : pageItems;
  const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));
  return (
    <Bar>
      <Summary aria-live="polite" data-testid="range-summary">
        {summary}
      </Summary>
      <Controls>
        <SizeLabel htmlFor={sizeId}>
          Rows per page
          <Select
            id={sizeId}
            value={pageSize}
            onChange={(e) => onPageSizeChange(Number(e.target.value))}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
        </SizeLabel>
        <Nav aria-label="Pagination">
          <PageButton
            type="button"
            onClick={() => onPageChange(page - 1)}
            disabled={disabled || page <= 1}
          >
            Previous
          </PageButton>
          <Pages>
            {items(page, pageCount).map((item) =>
              item.kind === 'gap' ? (
                <li key={item.key} aria-hidden="true">
                  <Gap>…</Gap>
                </li>
              ) : (
                <li key={item.page}>
                  <PageButton
                    type="button"
                    $current={item.page === page}
                    aria-current={item.page === page ? 'page' : undefined}
                    aria-label={`Page ${item.page}`}
                    disabled={disabled && item.page !== page}
                    onClick={() => item.page !== page && onPageChange(item.page)}
                  >
                    {item.page}
                  </PageButton>
                </li>
              ),
            )}
          </Pages>
          <PageButton
            type="button"
            onClick={() => onPageChange(page + 1)}
            disabled={disabled || page >= pageCount}
          >
            Next
          </PageButton>
        </Nav>
      </Controls>
    </Bar>
  );
}
