import { RESULT_PATHS, type DrawChange, type DrawDetail } from '@lotto/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminSession } from '@/admin/session/admin-session-store';
import { sheetOf } from '../../testing/draws';
import { renderAdmin } from '@/admin/testing/render-admin';
import { adminTokenFor, callApi } from '@/testing/test-api';
import { FullResults } from '../full-results';

const DATE = '2025-06-16';

// Hoisted with the API it seeds: vi.hoisted runs before the file's other statements.
const { api, draw } = await vi.hoisted(async () => {
  const { startTestApiForFile } = await import('@/testing/test-api');
  const { fullDraw } = await import('../../testing/draws');
  const full = fullDraw('507396');
  const { last2: _last2, ...withoutLast2 } = full;
  /** The draw the issue found: its last-2 is 96 in GLO's table and 06 in the Sanook archive. */
  const disputed = {
    date: '2025-06-16',
    drawDate: '2025-06-16',
    ...withoutLast2,
    status: 'final',
    sources: ['glo', 'sanook'],
    disagreements: [
      {
        tier: 'last2',
        values: [
          { source: 'glo', numbers: ['96'] },
          { source: 'sanook', numbers: ['06'] },
        ],
        note: "check GLO's official sheet",
      },
    ],
  };
  const started = await startTestApiForFile({}, { history: `${JSON.stringify(disputed)}\n` });
  return { api: started, draw: full };
});
vi.setConfig({ testTimeout: 40_000 });
let token = '';
beforeEach(async () => {
  token = await adminTokenFor(api);
  useAdminSession.getState().signIn(token);
});
afterEach(() => useAdminSession.setState({ token: null, notice: null }));

const textBox = () => screen.getByLabelText<HTMLTextAreaElement>('Numbers');

describe('FullResults: a draw whose sources disagree', () => {
  it('when it is opened, then the editor says which sources say what; entering the right value settles it and the history records it', async () => {
    await renderAdmin(<FullResults editDate={DATE} onEdit={vi.fn()} onStopEditing={vi.fn()} />);
    const alert = await screen.findByText('Last 2 digits: sources disagree');
    const box = alert.closest('[role="alert"]') ?? alert.parentElement?.parentElement;
    expect(box).toHaveTextContent(
      "Last 2 digits: sources disagree: 96 (GLO's table) / 06 (the Sanook archive) — check GLO's official sheet",
    );
    // The preview marks the tier, not as missing.
    const tier = screen.getByRole('region', { name: /Last 2 digits/ });
    expect(within(tier).getByText('Sources disagree')).toBeInTheDocument();
    expect(tier).toHaveTextContent(
      "Sources disagree: 96 (GLO's table) / 06 (the Sanook archive). Give the right numbers in the text to settle it.",
    );
    expect(screen.queryByText(/Not on file after saving/)).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(textBox());
    await user.click(textBox());
    await user.paste(sheetOf({ ...draw, last2: '96' }));
    expect(
      await within(screen.getByRole('region', { name: /Last 2 digits/ })).findByText(
        'Settles the disagreement',
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Note (optional)'), 'GLO sheet');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Draw of 16/06/2025 updated')).toBeInTheDocument();

    const stored = await callApi<DrawDetail>(api, 'GET', RESULT_PATHS.detail(DATE));
    expect(stored.body.last2).toBe('96');
    expect(stored.body).not.toHaveProperty('disagreements');
    const history = await callApi<DrawChange[]>(api, 'GET', RESULT_PATHS.history(DATE), { token });
    expect(history.body.at(-1)).toMatchObject({
      kind: 'corrected',
      field: 'last2',
      source: 'admin',
      to: '96',
      note: "settles the disagreement: 96 (GLO's table) / 06 (the Sanook archive); GLO sheet",
    });
    // The editor starts again from the settled draw: no dispute left, the history says who settled it.
    await waitFor(() => expect(screen.queryByText('Last 2 digits: sources disagree')).toBeNull());
    const table = await screen.findByRole('table', { name: 'Change history of 16/06/2025' });
    const row = await waitFor(() => {
      const found = within(table)
        .getAllByRole('row')
        .find((r) => r.textContent.includes('settles the disagreement'));
      if (!found) throw new Error('no settlement in the history yet');
      return found;
    });
    expect(row).toHaveTextContent(api.adminEmail);
    expect(row).toHaveTextContent("via the site's admin");
  });
});
