import { Button, Card, Drawer, MenuIcon, media, useIsMobile } from '@hearth/ui';
import { useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { ADMIN_ENTRIES, type AdminEntryKey } from '../entries';

const Layout = styled.div`
  display: flex;
  flex: 1;
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
`;
const Aside = styled.aside`
  flex: 0 0 250px;
  padding: ${({ theme }) => theme.spacing(4)};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;
const Content = styled.div`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.spacing(4)};
  ${media.mobile} {
    padding: ${({ theme }) => theme.spacing(3)};
  }
`;
/** The panel card; roomier tables on phones. */
const Panel = styled(Card)`
  ${media.mobile} {
    padding: ${({ theme }) => theme.spacing(4)};
  }
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Entry = styled.button<{ $active: boolean }>`
  display: block;
  width: 100%;
  min-height: 40px;
  padding: 0 12px;
  border: 0;
  border-radius: 8px;
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : 'none')};
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.text)};
  font: inherit;
  font-weight: ${({ $active }) => ($active ? 700 : 400)};
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

function Menu({
  selected,
  onSelect,
}: {
  selected: AdminEntryKey;
  onSelect: (key: AdminEntryKey) => void;
}) {
  return (
    <nav aria-label="Admin">
      <List>
        {ADMIN_ENTRIES.map((entry) => (
          <li key={entry.key}>
            <Entry
              type="button"
              $active={entry.key === selected}
              aria-current={entry.key === selected ? 'page' : undefined}
              onClick={() => onSelect(entry.key)}
            >
              {entry.label}
            </Entry>
          </li>
        ))}
      </List>
    </nav>
  );
}

/**
 * The admin dashboard: the entries of {@link ADMIN_ENTRIES} switched by key (state, not URL),
 * each showing its panel from `panels` (the app composes the features).
 */
export function AdminDashboard({ panels }: { panels: Record<AdminEntryKey, ComponentType> }) {
  const isMobile = useIsMobile();
  const [selected, setSelected] = useState<AdminEntryKey>(ADMIN_ENTRIES[0].key);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const entry = ADMIN_ENTRIES.find((e) => e.key === selected) ?? ADMIN_ENTRIES[0];
  const EntryPanel = panels[entry.key];
  return (
    <Layout data-testid="admin-dashboard">
      <title>{`${entry.label} · Admin · Hearth`}</title>
      {!isMobile && (
        <Aside>
          <Menu selected={selected} onSelect={setSelected} />
        </Aside>
      )}
      <Content>
        {isMobile && (
          <Button
            $variant="secondary"
            $size="sm"
            onClick={() => setDrawerOpen(true)}
            style={{ marginBottom: 16 }}
          >
            <MenuIcon size={18} /> Admin menu
          </Button>
        )}
        <Panel role="region" aria-labelledby="admin-panel-title" data-testid="admin-panel">
          <h1 id="admin-panel-title" style={{ marginTop: 0 }}>
            {entry.label}
          </h1>
          {/* key: switching entries starts the next list fresh (page 1, no search). */}
          <EntryPanel key={entry.key} />
        </Panel>
      </Content>
      <Drawer open={isMobile && drawerOpen} onClose={() => setDrawerOpen(false)} title="Admin menu">
        <Menu
          selected={selected}
          onSelect={(key) => {
            setSelected(key);
            setDrawerOpen(false);
          }}
        />
      </Drawer>
    </Layout>
  );
}
