import { createFileRoute } from '@tanstack/react-router';
import { membersQueryOptions } from '@/admin/members/api/admin-members';
import { AdminPage } from '@/admin/shell/admin-page';
import { MembersView } from '@/admin/members/components/members-view';
import { noop } from '@/lib/noop';

export const Route = createFileRoute('/admin/users')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    context.queryClient.query(membersQueryOptions('')).catch(noop);
  },
  component: MembersPage,
});

function MembersPage() {
  return (
    <AdminPage
      title="Users"
      intro="Members who signed up. A member reads VIP tips once approved: record their payment to approve them (or approve without one), suspend them to close VIP tips again. Open a row for its payments and status changes."
    >
      <MembersView />
    </AdminPage>
  );
}
