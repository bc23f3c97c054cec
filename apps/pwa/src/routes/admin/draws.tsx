import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '@/admin/shell/admin-page';
import { drawOverridesQueryOptions } from '@/admin/draws/api/admin-draws';
import { DrawCalendarAdmin } from '@/admin/draws/components/draw-calendar-admin';
import { upcomingDrawsQueryOptions } from '@/draws/get-upcoming-draws';
import { noop } from '@/lib/noop';

export const Route = createFileRoute('/admin/draws')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    context.queryClient.query(drawOverridesQueryOptions()).catch(noop);
    context.queryClient.query(upcomingDrawsQueryOptions()).catch(noop);
  },
  component: DrawCalendarPage,
});

function DrawCalendarPage() {
  return (
    <AdminPage
      title="Draw calendar"
      intro="Draws follow the standing calendar (the 1st and 16th, with its standing exceptions). When a draw is moved to another day — a holiday, say — announce it here: visitors see the new date and the reason on Home, in the countdown and in the calendar file."
    >
      <DrawCalendarAdmin />
    </AdminPage>
  );
}
