import { DrawDateSchema } from '@lotto/contracts';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { drawQueryOptions } from '@/draws/get-draw';
import { DrawPage } from '@/features/results/components/draw-page';
import { noop } from '@/lib/noop';

/** One draw in full: `/result/2024-11-16` (the period date). Not nested in /result's page. */
export const Route = createFileRoute('/_site/result_/$date')({
  staticData: { antd: false },
  loader: ({ context, params }) => {
    if (!v.is(DrawDateSchema, params.date)) return;
    context.queryClient.query(drawQueryOptions(params.date)).catch(noop);
  },
  component: DrawRoute,
});

function DrawRoute() {
  const { date } = Route.useParams();
  return <DrawPage key={date} date={date} />;
}
