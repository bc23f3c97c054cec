import { bangkokDay, type Result } from '@lotto/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminSession } from '@/admin/session/admin-session-store';
import { renderAdmin } from '@/admin/testing/render-admin';
import { adminTokenFor, callApi } from '@/testing/test-api';
import { ResultForm } from '../result-form';

const api = await vi.hoisted(async () => {
  const { startTestApiForFile } = await import('@/testing/test-api');
  return startTestApiForFile();
});
// Typing a whole draw key by key takes a few seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
beforeEach(async () => useAdminSession.getState().signIn(await adminTokenFor(api)));
afterEach(() => useAdminSession.setState({ token: null, notice: null }));

// antd keeps a fading loading icon (named "loading") in the button after a request in jsdom.
const SUBMIT = { name: /Submit Result/ };

async function fill(values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    await user.type(input, value);
  }
  return user;
}

const DRAW = {
  'Prize 1': '932479',
  'Front 3 (1)': '672',
  'Front 3 (2)': '413',
  'Last 3 (1)': '039',
  'Last 3 (2)': '154',
  'Last 2 Digits': '69',
};

async function storedResults() {
  return (await callApi<Result[]>(api, 'GET', '/results')).body;
}

describe('ResultForm', () => {
  it('when it opens, then the date is today in Asia/Bangkok', async () => {
    await renderAdmin(<ResultForm />);
    expect(screen.getByLabelText('Draw date')).toHaveValue(bangkokDay());
  });

  it('when a number has the wrong digit count, then the schema message shows while typing and goes when fixed', async () => {
    await renderAdmin(<ResultForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Prize 1'), '12');
    expect(await screen.findByText('Prize 1 must be exactly 6 digits')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Prize 1'), '3456');
    await waitFor(() =>
      expect(screen.queryByText('Prize 1 must be exactly 6 digits')).not.toBeInTheDocument(),
    );

    await user.type(screen.getByLabelText('Front 3 (2)'), '4a');
    expect(await screen.findByText('Front 3 digits must be exactly 3 digits')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Last 3 (1)'), '0');
    expect(await screen.findByText('Last 3 digits must be exactly 3 digits')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Last 2 Digits'), '123');
    expect(screen.getByLabelText('Last 2 Digits')).toHaveValue('12');
  });

  it('when submitted empty, then every number says it is required or short and nothing is sent', async () => {
    await renderAdmin(<ResultForm />);
    const before = (await storedResults()).length;
    await userEvent.setup().click(screen.getByRole('button', SUBMIT));
    expect(await screen.findAllByText('Prize 1 must be exactly 6 digits')).toHaveLength(1);
    expect(screen.getAllByText('Front 3 digits must be exactly 3 digits')).toHaveLength(2);
    expect(screen.getAllByText('Last 3 digits must be exactly 3 digits')).toHaveLength(2);
    expect(screen.getByText('Last 2 digits must be exactly 2 digits')).toBeInTheDocument();
    expect(await storedResults()).toHaveLength(before);
  });

  it('when no admin token is stored, then the spec alert shows and nothing is sent', async () => {
    useAdminSession.setState({ token: null });
    await renderAdmin(<ResultForm />);
    fireEvent.change(screen.getByLabelText('Draw date'), { target: { value: '2026-03-01' } });
    const user = await fill(DRAW);
    await user.click(screen.getByRole('button', SUBMIT));
    expect(
      await screen.findByText('You must be logged in as admin to submit results'),
    ).toBeInTheDocument();
    expect((await storedResults()).some((r) => r.date === '2026-03-01')).toBe(false);
  });

  it('when a valid draw is submitted, then it is published and the form starts over', async () => {
    await renderAdmin(<ResultForm />);
    fireEvent.change(screen.getByLabelText('Draw date'), { target: { value: '2026-04-01' } });
    const user = await fill(DRAW);
    await user.click(screen.getByRole('button', SUBMIT));
    expect(await screen.findByText('Result of 01/04/2026 published')).toBeInTheDocument();
    expect(screen.getByLabelText('Prize 1')).toHaveValue('');
    expect((await storedResults()).find((r) => r.date === '2026-04-01')).toMatchObject({
      prize1: '932479',
      front3: ['672', '413'],
      last3: ['039', '154'],
      last2: '69',
    });
  });

  it('when a draw is published, then the message shows under Submit Result and the cleared boxes are not invalid', async () => {
    // A message above the form pushed the form down under the pointer that pressed Submit: the
    // cleared 'Last 2 Digits' box then sat under it with the red hover border (see e2e
    // auth-messages.spec.ts for the layout in Chromium).
    await renderAdmin(<ResultForm />);
    fireEvent.change(screen.getByLabelText('Draw date'), { target: { value: '2026-04-16' } });
    const user = await fill(DRAW);
    const submit = screen.getByRole('button', SUBMIT);
    await user.click(submit);
    const published = await screen.findByText('Result of 16/04/2026 published');
    expect(submit.compareDocumentPosition(published) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const form = screen.getByRole('form', { name: 'Add result' });
    expect(form).not.toContainElement(published);
    const last2 = screen.getByLabelText('Last 2 Digits');
    expect(last2).toHaveValue('');
    expect(last2).toHaveAttribute('aria-invalid', 'false');
    expect(last2.closest('.ant-form-item')).not.toHaveClass('ant-form-item-has-error');
  });

  it('when that date already has a result, then "Error submitting result" shows with the server’s reason', async () => {
    await renderAdmin(<ResultForm />);
    for (let round = 0; round < 2; round++) {
      fireEvent.change(screen.getByLabelText('Draw date'), { target: { value: '2026-05-02' } });
      const user = await fill(DRAW);
      await user.click(screen.getByRole('button', SUBMIT));
      await screen.findByText(
        round === 0 ? 'Result of 02/05/2026 published' : 'Error submitting result',
      );
    }
    expect(screen.getByText('A result for 2026-05-02 already exists')).toBeInTheDocument();
    expect((await storedResults()).filter((r) => r.date === '2026-05-02')).toHaveLength(1);
  });

  it('when the date is before 2015-09-01, then there are no front-3 boxes and four last-3 boxes', async () => {
    await renderAdmin(<ResultForm />);
    fireEvent.change(screen.getByLabelText('Draw date'), { target: { value: '2015-08-16' } });
    expect(screen.queryByLabelText('Front 3 (1)')).not.toBeInTheDocument();
    const user = await fill({
      'Prize 1': '242866',
      'Last 3 (1)': '191',
      'Last 3 (2)': '233',
      'Last 3 (3)': '565',
      'Last 3 (4)': '908',
      'Last 2 Digits': '58',
    });
    await user.click(screen.getByRole('button', SUBMIT));
    expect(await screen.findByText('Result of 16/08/2015 published')).toBeInTheDocument();
    const saved = (await storedResults()).find((r) => r.date === '2015-08-16');
    // That era had no front-3 prize: the draw holds no such tier.
    expect(saved).toMatchObject({ last3: ['191', '233', '565', '908'] });
    expect(saved?.front3).toBeUndefined();
  });

  it('when the date is cleared, then it asks for a date', async () => {
    await renderAdmin(<ResultForm />);
    fireEvent.change(screen.getByLabelText('Draw date'), { target: { value: '' } });
    expect(await screen.findByText('Date must be YYYY-MM-DD')).toBeInTheDocument();
  });
});
