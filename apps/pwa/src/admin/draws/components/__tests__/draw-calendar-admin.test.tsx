import { API, type DrawOverrideRecord, type UpcomingDraws } from '@lotto/contracts';
import { drawsBetween, upcomingDraws } from '@lotto/number-tools';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminSession } from '@/admin/session/admin-session-store';
import { renderAdmin } from '@/admin/testing/render-admin';
import { adminTokenFor, callApi } from '@/testing/test-api';
import { formatDrawDay, formatShortDay } from '@/draws/draw-time';
import { DrawCalendarAdmin } from '../draw-calendar-admin';

const api = await vi.hoisted(async () => {
  const { startTestApiForFile } = await import('@/testing/test-api');
  return startTestApiForFile();
});
vi.setConfig({ testTimeout: 30_000 });

let token = '';
beforeEach(async () => {
  token = await adminTokenFor(api);
  useAdminSession.getState().signIn(token);
});
afterEach(async () => {
  useAdminSession.setState({ token: null, notice: null });
  // Every test starts from the standing calendar: remove what a test announced.
  const { body } = await callApi<DrawOverrideRecord[]>(api, 'GET', API.draws.overrides.path(), {
    token,
  });
  for (const override of body) {
    await callApi(api, 'DELETE', API.draws.removeOverride.path({ from: override.from }), { token });
  }
});

/** YYYY-MM-DD plus `days`. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The regular draw after the next one (in the server's future whatever today is) and a free day after it. */
function aMove() {
  const [, second] = upcomingDraws(new Date(), 2);
  if (!second) throw new Error('no second draw');
  let to = addDays(second.date, 1);
  while (drawsBetween(to, to).length > 0) to = addDays(to, 1);
  return { from: second.date, to };
}

const setDate = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('DrawCalendarAdmin', () => {
  it('when opened, then the next draws and "no changes" show, and the select offers the regular draws', async () => {
    await renderAdmin(<DrawCalendarAdmin />);
    const next = upcomingDraws(new Date(), 12);
    const list = await screen.findByRole('list', { name: 'Next draws' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      formatDrawDay(next[0]?.date ?? ''),
    );
    expect(
      await screen.findByText('No changes announced: every draw is on its regular date.'),
    ).toBeInTheDocument();
    const select = screen.getByLabelText('Regular draw');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(next.map((d) => d.date));
  });

  it('when sent without a new date and reason, then the fields say so and nothing is sent', async () => {
    await renderAdmin(<DrawCalendarAdmin />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Move the draw' }));
    expect(await screen.findByText('The new date is required')).toBeInTheDocument();
    expect(screen.getByText('Reason is required (3–200 characters)')).toBeInTheDocument();
    expect(screen.getByLabelText('New date')).toHaveAttribute('aria-invalid', 'true');
    const { body } = await callApi<DrawOverrideRecord[]>(api, 'GET', API.draws.overrides.path(), {
      token,
    });
    expect(body).toEqual([]);
  });

  it('when the new date holds another draw, then the API refuses it on the field', async () => {
    await renderAdmin(<DrawCalendarAdmin />);
    const [first, second] = upcomingDraws(new Date(), 2);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Regular draw'), second?.date ?? '');
    setDate('New date', first?.date ?? '');
    await user.type(screen.getByLabelText('Reason'), 'A clash');
    await user.click(screen.getByRole('button', { name: 'Move the draw' }));
    expect(await screen.findByText('The draw was not moved')).toBeInTheDocument();
    const field = screen.getByLabelText('New date');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    const error = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toMatch(/draw/i);
  });

  it('when a draw is moved, then the change is listed, the next draws show it, and Remove takes it back', async () => {
    const { from, to } = aMove();
    await renderAdmin(<DrawCalendarAdmin />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Regular draw'), from);
    setDate('New date', to);
    await user.type(screen.getByLabelText('Reason'), 'Asarnha Bucha day');
    await user.click(screen.getByRole('button', { name: 'Move the draw' }));

    expect(
      await screen.findByText(
        `The draw of ${formatDrawDay(from)} is now held on ${formatDrawDay(to)}`,
      ),
    ).toBeInTheDocument();
    const changes = await screen.findByRole('list', { name: 'Announced changes' });
    expect(changes).toHaveTextContent(`${formatDrawDay(from)} → ${formatDrawDay(to)}`);
    expect(changes).toHaveTextContent('Asarnha Bucha day');
    expect(changes).toHaveTextContent(api.adminEmail);
    // The visitors' list (the public GET, invalidated) has the moved draw.
    const next = screen.getByRole('list', { name: 'Next draws' });
    await waitFor(() =>
      expect(next).toHaveTextContent(`Moved from ${formatShortDay(from, to)}: Asarnha Bucha day`),
    );
    const upcoming = await callApi<UpcomingDraws>(api, 'GET', API.draws.upcoming.path());
    expect(upcoming.body.overrides).toEqual([{ from, to, reason: 'Asarnha Bucha day' }]);
    expect(screen.getByLabelText('Regular draw')).toHaveTextContent(
      `${formatDrawDay(from)} — moved to ${formatShortDay(to, from)}`,
    );

    await user.click(
      screen.getByRole('button', { name: `Remove the change of ${formatDrawDay(from)}` }),
    );
    const popup = await screen.findByRole('tooltip');
    expect(popup).toHaveTextContent(`held on its regular date, ${formatDrawDay(from)}, again`);
    await user.click(within(popup).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText('No changes announced: every draw is on its regular date.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(next).not.toHaveTextContent('Moved from'));
    const after = await callApi<UpcomingDraws>(api, 'GET', API.draws.upcoming.path());
    expect(after.body.overrides).toEqual([]);
  });
});
