import { renderNewsletterMarkdown } from '@hearth/contracts/newsletter-markdown';
import DOMPurify from 'dompurify';
import { useDeferredValue, useMemo } from 'react';
import styled from 'styled-components';
import { PostNewsletterMessages as M } from '../utils/messages';

const Frame = styled.div`
  min-height: 240px;
  max-height: 560px;
  overflow: auto;
  padding: ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font-family: Arial, Helvetica, sans-serif;
  line-height: 1.5;
  overflow-wrap: anywhere;
  h1,
  h2,
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing(3)};
    line-height: 1.25;
  }
  h1 {
    font-size: 1.5rem;
  }
  p,
  ul,
  ol,
  blockquote,
  pre,
  table {
    margin: 0 0 ${({ theme }) => theme.spacing(3)};
  }
  img {
    max-width: 100%;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
  blockquote {
    padding-left: ${({ theme }) => theme.spacing(3)};
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  pre {
    overflow: auto;
  }
  table {
    border-collapse: collapse;
  }
  th,
  td {
    padding: 4px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The live preview of a newsletter body: the same Markdown renderer as the e-mail
 * (`renderNewsletterMarkdown`: no raw HTML, safe links), sanitized again with DOMPurify before it
 * is put in the page. Re-renders as the admin types (deferred, so typing stays smooth).
 */
export function MarkdownPreview({ markdown, id }: { markdown: string; id?: string }) {
  const deferred = useDeferredValue(markdown);
  const html = useMemo(
    () => DOMPurify.sanitize(renderNewsletterMarkdown(deferred), { ADD_ATTR: ['target'] }),
    [deferred],
  );
  return (
    <Frame id={id} data-testid="newsletter-preview" aria-live="off">
      {deferred.trim() ? (
        // Sanitized just above: the renderer makes no raw HTML and DOMPurify strips the rest.
        <div dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <Empty>{M.previewEmpty}</Empty>
      )}
    </Frame>
  );
}
