import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { useAuthStore } from '@/lib/auth/auth-store';
import { requireMember } from '@/lib/auth/guard';

export const Route = createFileRoute('/_site/profile')({
  beforeLoad: requireMember,
  component: ProfilePage,
});

function ProfilePage() {
  const { user: initialUser } = Route.useRouteContext();
  // The store holds the live snapshot (updated after Save Changes); the guard's copy is the fallback.
  const user = useAuthStore((s) => s.user) ?? initialUser;
  const navigate = useNavigate();
  return (
    <ProfileForm
      key={user.uid}
      user={user}
      onLoggedOut={() => void navigate({ to: '/login', replace: true })}
    />
  );
}
