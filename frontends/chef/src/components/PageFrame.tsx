import { useT } from '@hearth/i18n';
import { Card, EmptyState, ErrorBanner, Spinner } from '@hearth/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { KitchenMessages } from './kitchen-messages';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-bottom: ${({ theme }) => theme.spacing(4)};
  h1 {
    margin: 0;
    font-size: 1.5rem;
  }
`;

/** Props of {@link PageFrame}. */
export interface PageFrameProps {
  /** Visible `h1` and the document title (translated by the caller). */
  title: string;
  /** Buttons shown beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A dashboard page: a card with its heading, its actions and its content. */
export function PageFrame({ title, actions, children }: PageFrameProps) {
  return (
    <Card>
      <title>{`${title} · Hearth`}</title>
      <Header>
        <h1>{title}</h1>
        {actions}
      </Header>
      {children}
    </Card>
  );
}

/** The loading state of a dashboard page. */
export function PageLoading({ label }: { label?: string }) {
  const t = useT();
  return <Spinner centered label={label ?? t('Loading…')} />;
}

/** A page that fails to load: 'There seems to be some issue at the moment.' and nothing else. */
export function PageLoadError() {
  const t = useT();
  return (
    <div role="alert">
      <EmptyState title={t(KitchenMessages.loadFailed)} />
    </div>
  );
}

const BannerBox = styled.div<{ $tone: BannerTone }>`
  margin-bottom: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(4)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.border)};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
`;

/** Tone of a {@link Banner}. */
export type BannerTone = 'info' | 'success' | 'danger';

/**
 * A message box above a form or a list. `danger` banners are the shared `ErrorBanner` (an alert,
 * announced at once); the others are status messages.
 */
export function Banner({ tone = 'info', children }: { tone?: BannerTone; children: ReactNode }) {
  if (tone === 'danger') return <ErrorBanner>{children}</ErrorBanner>;
  return (
    <BannerBox $tone={tone} role="status">
      {children}
    </BannerBox>
  );
}
