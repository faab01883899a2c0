import { AuthMessages } from '@hearth/contracts';
import { EmptyState } from '@hearth/ui';
import { Route, Routes } from 'react-router';
import { RequireSignedIn } from '../../shared/RequireSignedIn';
import { AdminDashboard } from './features/dashboard/components/AdminDashboard';

/**
 * /admin (SPEC §2): redirects to / when nobody is signed in, refuses non-admins with
 * 'You do not have access to this.'. Exposed to the shell as `admin/App`.
 */
export default function App() {
  return (
    <Routes>
      <Route
        path="*"
        element={
          <RequireSignedIn>
            {(user) =>
              user.role === 'ADMIN' ? (
                <AdminDashboard />
              ) : (
                <div role="alert">
                  <EmptyState
                    title={AuthMessages.forbidden}
                    description="The admin area is for Hearth administrators."
                  />
                </div>
              )
            }
          </RequireSignedIn>
        }
      />
    </Routes>
  );
}
