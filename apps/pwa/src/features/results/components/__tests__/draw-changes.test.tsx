import type { DrawChange } from '@lotto/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DrawCorrections } from '@lotto/site/draw-view';
import { AppPagePieces } from '@/links/app-page-pieces';

/** The source fix the API answers for the shipped 16 Jan 2007 draw (history-import.test.ts). */
const SOURCE_FIX: DrawChange = {
  at: '2026-11-23T01:00:00.000Z',
  kind: 'source',
  field: 'last2',
  from: '55',
  to: '54',
  note: 'the CSV and GLO’s own sheet [GLO-SHEET]',
};

const ADMIN_FIX: DrawChange = {
  at: '2026-11-24T03:00:00.000Z',
  kind: 'corrected',
  field: 'last2',
  from: '54',
  to: '53',
  note: 'Checked against the printed sheet',
};

describe('DrawCorrections (the draw page’s, shared with the server), in the app', () => {
  it('when our history fixed an error of the public tables, then the fix is listed with its basis and undated (its time is the import’s, not the draw’s)', () => {
    render(
      <AppPagePieces>
        <DrawCorrections changes={[SOURCE_FIX]} correctedAt={undefined} />
      </AppPagePieces>,
    );
    const fixed = screen.getByRole('region', { name: 'Corrected from the published tables' });
    expect(within(fixed).getByRole('listitem')).toHaveTextContent(
      'Last 2 digits: 55 → 54 (the CSV and GLO’s own sheet [GLO-SHEET])',
    );
    expect(screen.queryByRole('region', { name: /^Corrected on / })).not.toBeInTheDocument();
    expect(screen.queryByText(/23\/11\/2026/)).not.toBeInTheDocument();
  });

  it('when the admin corrected a number too, then that correction is dated and listed apart', () => {
    render(
      <AppPagePieces>
        <DrawCorrections changes={[ADMIN_FIX, SOURCE_FIX]} correctedAt={ADMIN_FIX.at} />
      </AppPagePieces>,
    );
    const dated = screen.getByRole('region', { name: 'Corrected on 24/11/2026' });
    expect(within(dated).getByRole('listitem')).toHaveTextContent(
      'Last 2 digits: 54 → 53 (Checked against the printed sheet)',
    );
    expect(
      within(
        screen.getByRole('region', { name: 'Corrected from the published tables' }),
      ).getAllByRole('listitem'),
    ).toHaveLength(1);
  });

  it('when nothing was corrected, then nothing shows', () => {
    const { container } = render(
      <AppPagePieces>
        <DrawCorrections changes={[]} correctedAt={undefined} />
      </AppPagePieces>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
