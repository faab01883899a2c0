import { AuthMessages } from '@hearth/contracts/messages';
import { useT } from '@hearth/i18n';
import { Button, Drawer, EmptyState, MenuIcon, useIsMobile } from '@hearth/ui';
import { useState } from 'react';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { RequireSignedIn } from '../../../../../shared/RequireSignedIn';
import { SideMenu } from './SideMenu';

const Shell = styled.div`
  display: flex;
  flex: 1;
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
`;
const Aside = styled.aside`
  flex: 0 0 240px;
  padding: ${({ theme }) => theme.spacing(4)};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;
const Content = styled.div`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.spacing(4)};
`;
const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(4)};
`;

/**
 * Chef dashboard layout: redirects to / when nobody is signed in (after the session is restored),
 * refuses non-chefs, and shows a collapsible side menu (a drawer on screens ≤ 767 px).
 */
export function ChefLayout() {
  const t = useT();
  const isMobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <RequireSignedIn>
      {(user) =>
        user.role !== 'CHEF' ? (
          <EmptyState
            title={AuthMessages.forbidden}
            description="The chef dashboard is for chef accounts."
          />
        ) : (
          <Shell data-testid="chef-dashboard-layout">
            {!isMobile && !collapsed && (
              <Aside>
                <SideMenu />
              </Aside>
            )}
            <Content>
              <Toolbar data-print-hide>
                {isMobile ? (
                  <Button
                    $variant="secondary"
                    $size="sm"
                    onClick={() => setDrawerOpen(true)}
                    aria-haspopup="dialog"
                  >
                    <MenuIcon size={18} /> {t('Menu')}
                  </Button>
                ) : (
                  <Button
                    $variant="ghost"
                    $size="sm"
                    aria-expanded={!collapsed}
                    onClick={() => setCollapsed((c) => !c)}
                  >
                    <MenuIcon size={18} /> {collapsed ? t('Show menu') : t('Hide menu')}
                  </Button>
                )}
              </Toolbar>
              <Outlet />
            </Content>
            <Drawer
              open={isMobile && drawerOpen}
              onClose={() => setDrawerOpen(false)}
              title={t('Chef menu')}
            >
              <SideMenu onNavigate={() => setDrawerOpen(false)} />
            </Drawer>
          </Shell>
        )
      }
    </RequireSignedIn>
  );
}
