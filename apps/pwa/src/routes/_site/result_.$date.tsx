import { DrawDateSchema } from '@lotto/contracts';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { drawQueryOptions } from '@/draws/get-draw';
import { DrawPage } from '@/features/results/components/draw-page';
import { noop } from '@/lib/noop';
import { whileTakingOver } from '@/lib/takeover';

/** One draw in full: `/result/2024-11-16` (the period date). Not nested in /result's page. */
export const Route = createFileRoute('/_site/result_/$date')({
  staticData: { antd: false },
  loader: ({ context, params, preload }) => {
    if (!v.is(DrawDateSchema, params.date)) return undefined;
    const draw = context.queryClient.query(drawQueryOptions(params.date));
    draw.catch(noop);
    // The server's draw page is on screen: the first render shows the draw (from its page data).
    return whileTakingOver(preload, () => draw);
  },
  component: DrawRoute,
});

function DrawRoute() {
  const { date } = Route.useParams();
  return <DrawPage key={date} date={date} />;
}
