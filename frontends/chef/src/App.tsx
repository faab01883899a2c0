import { Navigate, Route, Routes } from 'react-router';
import { ChefLayout } from './features/dashboard/components/ChefLayout';
import { CHEF_MENU } from './features/dashboard/menu';
import { DashboardPage, SectionPage } from './features/dashboard/routes/DashboardPage';
import { ChefWaitlistPage } from './features/waitlist/routes/ChefWaitlistPage';

const sections = CHEF_MENU.flatMap((entry) => [entry, ...(entry.children ?? [])]).filter(
  (e) => e.to !== '/chef/dashboard',
);

/** Chef routes (SPEC §2), relative to the shell's `/chef/*`. Exposed to the shell as `chef/App`. */
export default function App() {
  return (
    <Routes>
      <Route path="waitlist" element={<ChefWaitlistPage />} />
      <Route element={<ChefLayout />}>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<DashboardPage />} />
        {sections.map((s) => (
          <Route
            key={s.to}
            path={s.to.replace('/chef/', '')}
            element={<SectionPage title={s.label} />}
          />
        ))}
        <Route path="*" element={<SectionPage title="Page not found" />} />
      </Route>
    </Routes>
  );
}
