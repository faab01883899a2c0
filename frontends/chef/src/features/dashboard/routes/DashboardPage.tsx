import { useAuth } from '@hearth/graphql-client';
import { Card } from '@hearth/ui';

/** /chef/dashboard: greeting and what the dashboard will hold (filled by the chef issue). */
export function DashboardPage() {
  const { user } = useAuth();
  return (
    <Card>
      <title>Dashboard · Hearth</title>
      <h1 style={{ marginTop: 0 }}>Welcome, {user?.firstName}</h1>
      <p>Your restaurant, menus, cooking sessions and incoming orders will be managed here.</p>
    </Card>
  );
}

/** A dashboard section not built yet. */
export function SectionPage({ title }: { title: string }) {
  return (
    <Card>
      <title>{`${title} · Hearth`}</title>
      <h1 style={{ marginTop: 0 }}>{title}</h1>
      <p>This section is not available yet.</p>
    </Card>
  );
}
