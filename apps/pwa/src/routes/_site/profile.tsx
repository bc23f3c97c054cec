import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { membershipQueryOptions } from '@/features/membership/api/get-membership';
import { MembershipStatus } from '@/features/membership/components/membership-status';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { useAuthStore } from '@/lib/auth/auth-store';
import { requireMember } from '@/lib/auth/guard';
import { noop } from '@/lib/noop';
import { t } from '@/i18n';
import { PAGE_NAMES, usePageTitle } from '@/lib/page-title';

export const Route = createFileRoute('/_site/profile')({
  beforeLoad: requireMember,
  loader: ({ context }) => {
    context.queryClient.query(membershipQueryOptions(context.user.uid)).catch(noop);
  },
  component: ProfilePage,
});

function ProfilePage() {
  const { user: initialUser } = Route.useRouteContext();
  // The store holds the live snapshot (updated after Save Changes); the guard's copy is the fallback.
  const user = useAuthStore((s) => s.user) ?? initialUser;
  const navigate = useNavigate();
  usePageTitle(t(PAGE_NAMES.profile));
  return (
    <ProfileForm
      key={user.uid}
      user={user}
      membership={<MembershipStatus uid={user.uid} />}
      onLoggedOut={() => void navigate({ to: '/login', replace: true })}
    />
  );
}
