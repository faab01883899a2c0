/** A page-number button or a gap ("…") in the pager. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The page buttons to show for `current` of `pageCount`: all of them up to 7 pages, otherwise
 * the first, the last, and the current page with its neighbours, gaps marked. Always at most 7
 * items, so the pager keeps its width while paging.
 *
 *   pageItems(1, 40)  → 1 2 3 4 5 … 40
 *   pageItems(20, 40) → 1 … 19 20 21 … 40
 */
export function pageItems(current: number, pageCount: number): PageItem[] {
  const page = (p: number): PageItem => ({ kind: 'page', page: p });
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => page(i + 1));
  if (current <= 4) {
    return [1, 2, 3, 4, 5].map(page).concat({ kind: 'gap', key: 'end' }, page(pageCount));
  }
  if (current >= pageCount - 3) {
    return [page(1), { kind: 'gap', key: 'start' } as PageItem].concat(
      [4, 3, 2, 1, 0].map((d) => page(pageCount - d)),
    );
  }
  return [
    page(1),
    { kind: 'gap', key: 'start' },
    page(current - 1),
    page(current),
    page(current + 1),
    { kind: 'gap', key: 'end' },
    page(pageCount),
  ];
}

/**
 * The narrow-screen variant: at most 5 items — the first, the current and the last page, each
 * gap marked — so the pager fits a 375 px phone.
 *
 *   compactPageItems(1, 40)  → 1 2 … 40
 *   compactPageItems(20, 40) → 1 … 20 … 40
 */
export function compactPageItems(current: number, pageCount: number): PageItem[] {
  if (pageCount <= 5) return pageItems(current, pageCount);
  const pages = [...new Set([1, Math.min(Math.max(current, 2), pageCount - 1), pageCount])];
  if (current === 1) pages.splice(1, 0, 2);
  if (current === pageCount) pages.splice(pages.length - 1, 0, pageCount - 1);
  const unique = [...new Set(pages)].sort((a, b) => a - b);
  const items: PageItem[] = [];
  unique.forEach((page, i) => {
    if (i > 0 && page - unique[i - 1]! > 1) items.push({ kind: 'gap', key: `gap-${page}` });
    items.push({ kind: 'page', page });
  });
  return items;
}
