import { RESULT_PATHS, type DrawChange, type DrawDetail } from '@lotto/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminSession } from '@/admin/session/admin-session-store';
import { fullDraw, sheetOf } from '../../testing/draws';
import { renderAdmin } from '@/admin/testing/render-admin';
import { adminTokenFor, callApi, forgedAdminToken } from '@/testing/test-api';
import { FullResults } from '../full-results';
import { PublishedResults } from '../published-results';

const api = await vi.hoisted(async () => {
  const { startTestApiForFile } = await import('@/testing/test-api');
  return startTestApiForFile();
});
vi.setConfig({ testTimeout: 40_000 });
let token = '';
beforeEach(async () => {
  token = await adminTokenFor(api);
  useAdminSession.getState().signIn(token);
});
afterEach(() => useAdminSession.setState({ token: null, notice: null }));

/** The Results page's wiring: the editor, and the published list whose Edit opens a draw in it. */
function ResultsHarness({ initial }: { initial?: string }) {
  const [edit, setEdit] = useState<string | undefined>(initial);
  return (
    <>
      <FullResults editDate={edit} onEdit={setEdit} onStopEditing={() => setEdit(undefined)} />
      <PublishedResults editing={edit} onEdit={setEdit} />
    </>
  );
}

const textBox = () => screen.getByLabelText<HTMLTextAreaElement>('Numbers');
const saveButton = (name = /Save (draw|changes)/) => screen.getByRole('button', { name });

async function paste(text: string) {
  const user = userEvent.setup();
  await user.clear(textBox());
  await user.click(textBox());
  await user.paste(text);
  return user;
}

function setPeriod(date: string) {
  fireEvent.change(screen.getByLabelText('Period date'), { target: { value: date } });
}

/** The preview cell of a number: its accessible name is "<tier> #<n>: <number>". */
const cell = (name: string) => screen.getByRole('listitem', { name });

async function stored(date: string) {
  return callApi<DrawDetail>(api, 'GET', RESULT_PATHS.detail(date));
}

describe('FullResults: the preview', () => {
  it('when a wrong line is pasted, then that number is red with its reason, the summary counts it, and Save waits until it is fixed', async () => {
    await renderAdmin(<FullResults onEdit={vi.fn()} onStopEditing={vi.fn()} />);
    setPeriod('2031-01-16');
    const draw = fullDraw('314159');
    const wrong = { ...draw, prize5: draw.prize5.map((n, i) => (i === 16 ? n.slice(1) : n)) };
    await paste(sheetOf(wrong));

    const bad = await screen.findByRole('listitem', { name: `5th prize #17: ${wrong.prize5[16]}` });
    expect(bad).toHaveAttribute('aria-invalid', 'true');
    expect(bad).toHaveAccessibleDescription(
      `5th prize must be exactly 6 digits (got "${wrong.prize5[16]}")`,
    );
    expect(cell(`5th prize #18: ${draw.prize5[17]}`)).not.toHaveAttribute('aria-invalid');
    const summary = screen.getByRole('list', { name: 'Problems' });
    expect(within(summary).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('1 error: fix the errors to save')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    // The summary moves the focus to the number, where its reason shows as well.
    await userEvent.setup().click(within(summary).getByRole('button', { name: '5th prize #17' }));
    expect(bad).toHaveFocus();

    await paste(sheetOf(draw));
    expect(await screen.findByText('173 numbers, every rule passes')).toBeInTheDocument();
    expect(cell(`5th prize #17: ${draw.prize5[16]}`)).not.toHaveAttribute('aria-invalid');
    expect(saveButton()).toBeEnabled();
  });

  it('when the text stops after the main tiers, then the draw is provisional; Mark final turns it final with a warning', async () => {
    await renderAdmin(<FullResults onEdit={vi.fn()} onStopEditing={vi.fn()} />);
    const draw = fullDraw('271828');
    await paste([draw.prize1, ...draw.near1, ...draw.front3, ...draw.last3, draw.last2].join(' '));
    expect(await screen.findByText('Provisional')).toBeInTheDocument();
    expect(
      screen.getByText(/Not on file after saving: 2nd prize, 3rd prize, 4th prize, 5th prize/),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark final' }));
    expect(screen.getByText('Final')).toBeInTheDocument();
    expect(screen.getByText('1 warning: check before saving')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark provisional' })).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  it('when a full-prize CSV row is pasted, then the period and draw dates follow the row', async () => {
    await renderAdmin(<FullResults onEdit={vi.fn()} onStopEditing={vi.fn()} />);
    const d = fullDraw('097863');
    const py = (list: readonly string[]) => `"[${list.map((n) => `'${n}'`).join(', ')}]"`;
    await paste(
      [
        '2030-12-16',
        d.prize1,
        py(d.front3),
        py(d.last3),
        d.last2,
        py(d.near1),
        py(d.prize2),
        py(d.prize3),
        py(d.prize4),
        py(d.prize5),
      ].join(','),
    );
    expect(screen.getByLabelText('Period date')).toHaveValue('2030-12-16');
    expect(screen.getByLabelText('Draw date')).toHaveValue('2030-12-16');
    expect(screen.getByText(/Read as: Full-prize CSV row/)).toBeInTheDocument();
    expect(await screen.findByText('173 numbers, every rule passes')).toBeInTheDocument();
  });
});

describe('FullResults: saving', () => {
  it('when a new full draw is saved, then the server holds all 173 numbers and the draw opens for editing with its history', async () => {
    await renderAdmin(<ResultsHarness />);
    setPeriod('2031-02-01');
    const draw = fullDraw('161803');
    await paste(sheetOf(draw));
    await screen.findByText('173 numbers, every rule passes');
    await userEvent.setup().click(saveButton(/Save draw/));

    expect(await screen.findByText('Draw of 01/02/2031 saved')).toBeInTheDocument();
    const { status, body } = await stored('2031-02-01');
    expect(status).toBe(200);
    expect(body).toMatchObject({ ...draw, status: 'final', drawDate: '2031-02-01', missing: [] });
    expect(await screen.findByText('Editing the draw of 01/02/2031')).toBeInTheDocument();
    expect(
      await screen.findByRole('table', { name: 'Change history of 01/02/2031' }),
    ).toBeInTheDocument();
  });

  it('when a published draw is edited and one number corrected, then the preview shows old → new, Save patches it, and the history says who changed what', async () => {
    const draw = fullDraw('141421');
    const created = await callApi(api, 'POST', RESULT_PATHS.add, {
      body: { date: '2031-03-01', ...draw },
      token,
    });
    expect(created.status).toBe(201);
    await renderAdmin(<ResultsHarness />);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Edit result of 01/03/2031' }));
    expect(await screen.findByText('Editing the draw of 01/03/2031')).toBeInTheDocument();
    expect(textBox().value).toContain(`First prize: ${draw.prize1}`);
    expect(screen.getByLabelText('Period date')).toBeDisabled();
    expect(saveButton(/Save changes/)).toBeDisabled();

    const old = draw.prize4[7] ?? '';
    const next = old === '999999' ? '999998' : '999999';
    await paste(sheetOf({ ...draw, prize4: draw.prize4.map((n, i) => (i === 7 ? next : n)) }));
    const corrected = await screen.findByRole('listitem', { name: `4th prize #8: ${next}` });
    expect(within(corrected).getByText(old).tagName).toBe('DEL');
    expect(screen.getByText('Corrected')).toBeInTheDocument();
    await userEvent.setup().type(screen.getByLabelText('Note (optional)'), 'GLO corrected it');
    await userEvent.setup().click(saveButton(/Save changes/));

    expect(await screen.findByText('Draw of 01/03/2031 updated')).toBeInTheDocument();
    expect((await stored('2031-03-01')).body.prize4?.[7]).toBe(next);
    const history = await callApi<DrawChange[]>(api, 'GET', RESULT_PATHS.history('2031-03-01'), {
      token,
    });
    expect(JSON.stringify(history.body)).toContain(next);
    const table = await screen.findByRole('table', { name: 'Change history of 01/03/2031' });
    const correction = await waitFor(() => {
      const row = within(table)
        .getAllByRole('row')
        .find((r) => r.textContent.includes('Corrected'));
      if (!row) throw new Error('no correction in the history yet');
      return row;
    });
    expect(correction).toHaveTextContent(api.adminEmail);
    expect(correction).toHaveTextContent('4th prize');
    expect(correction).toHaveTextContent('GLO corrected it');
    expect(within(correction).getByText(old).tagName).toBe('DEL');
    expect(within(correction).getByText(next).tagName).toBe('INS');
  });

  it('when the date already has a draw, then the form says so and offers to edit it', async () => {
    await callApi(api, 'POST', RESULT_PATHS.add, {
      body: { date: '2031-04-01', ...fullDraw('123456') },
      token,
    });
    await renderAdmin(<ResultsHarness />);
    setPeriod('2031-04-01');
    await paste(sheetOf(fullDraw('654321')));
    expect(await screen.findByText('A draw of 01/04/2031 is already on file')).toBeInTheDocument();
    expect(saveButton(/Save draw/)).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit it' }));
    expect(await screen.findByText('Editing the draw of 01/04/2031')).toBeInTheDocument();
  });
});

describe('FullResults: failures', () => {
  async function readyToSave(date: string, prize1: string) {
    await renderAdmin(<FullResults onEdit={vi.fn()} onStopEditing={vi.fn()} />);
    setPeriod(date);
    await paste(sheetOf(fullDraw(prize1)));
    await screen.findByText('173 numbers, every rule passes');
  }

  it('when the server cannot be reached, then the network message shows and the pasted text stays', async () => {
    await readyToSave('2031-05-01', '111222');
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await userEvent.setup().click(saveButton(/Save draw/));
    expect(await screen.findByText('Error saving the draw of 01/05/2031')).toBeInTheDocument();
    expect(screen.getByText(/Network error: the server could not be reached/)).toBeInTheDocument();
    expect(textBox().value).toContain('111222');
  });

  it('when the server answers 429, then it says when to try again', async () => {
    await readyToSave('2031-05-16', '222333');
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'Too many requests' }), {
        status: 429,
        headers: { 'Retry-After': '120', 'Content-Type': 'application/json' },
      }),
    );
    await userEvent.setup().click(saveButton(/Save draw/));
    expect(
      await screen.findByText(/Too many requests\. You may try again in 2 minutes/),
    ).toBeInTheDocument();
  });

  it('when the server refuses the session (401), then the token is dropped with the reason', async () => {
    useAdminSession.getState().signIn(forgedAdminToken());
    await readyToSave('2031-06-01', '333444');
    await userEvent.setup().click(saveButton(/Save draw/));
    await waitFor(() => expect(useAdminSession.getState().token).toBeNull());
    expect(useAdminSession.getState().notice).toMatch(/Your admin session is no longer valid/);
    expect((await stored('2031-06-01')).status).toBe(404);
  });

  it('when the server names numbers in a 400, then each message shows on its number', async () => {
    await readyToSave('2031-06-16', '444555');
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          message: 'Invalid draw',
          details: [{ path: 'prize3.2', message: 'Not what GLO printed' }],
        }),
        { status: 400, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    await userEvent.setup().click(saveButton(/Save draw/));
    expect(await screen.findByText('Error saving the draw of 16/06/2031')).toBeInTheDocument();
    const number = fullDraw('444555').prize3[2] ?? '';
    const marked = screen.getByRole('listitem', { name: `3rd prize #3: ${number}` });
    expect(marked).toHaveAttribute('aria-invalid', 'true');
    expect(marked).toHaveAccessibleDescription('Not what GLO printed');
    expect(saveButton(/Save draw/)).toBeDisabled();
  });
});
