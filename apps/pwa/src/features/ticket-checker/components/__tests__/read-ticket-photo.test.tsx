import { fireEvent, screen } from '@testing-library/react';
import type { RouterHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { type PhotoTickets, ReadTicketPhoto } from '../read-ticket-photo';

/*
 * What 'Read a ticket's photo' says of what cannot be read — a picked file and a share alike (the
 * reading itself, with the real reader, is e2e/ticket-photo.spec.ts and e2e/ticket-share.spec.ts).
 */

async function renderAt(path: string) {
  const read: PhotoTickets[] = [];
  const view = await renderWithProviders(
    <ReadTicketPhoto results={[]} onRead={(tickets) => read.push(tickets)} />,
    { path },
  );
  // The address as the router has it (the test router's type does not say).
  const { history } = view.router as { history: RouterHistory };
  return { history, read };
}

function pick(file: File) {
  fireEvent.change(screen.getByTestId('ticket-photo-input'), { target: { files: [file] } });
}

describe('ReadTicketPhoto', () => {
  it('when the file picked is not an image, or is over 20 MB, then it says so and fills nothing', async () => {
    const { read } = await renderAt('/check');
    pick(new File(['a note'], 'ticket.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'That file is not a photo: nothing was filled in.',
    );
    const huge = new File(['x'], 'ticket.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 20 * 1024 * 1024 + 1 });
    pick(huge);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'That photo is too large to read here (over 20 MB)',
    );
    expect(read).toEqual([]);
  });

  it.each([
    ['missing', 'No photo came with what was shared'],
    ['not-image', 'That file is not a photo'],
    ['too-large', 'That photo is too large to read here (over 20 MB)'],
    ['unsent', 'The shared photo did not reach Lotto'],
  ])(
    'when a share brought no photo to read (?photo=%s), then it says why, and the word leaves the address',
    async (state, words) => {
      const { history, read } = await renderAt(`/check?draw=2026-07-01&photo=${state}`);
      expect(await screen.findByRole('status')).toHaveTextContent(words);
      expect(history.location.search).toBe('?draw=2026-07-01');
      expect(read).toEqual([]);
    },
  );

  it('when the shared photo is not on the device (read already), then it says so', async () => {
    const { history } = await renderAt('/check?photo=shared');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The shared photo is not on this device',
    );
    expect(history.location.search).toBe('');
  });

  it('when the address names no share, then it says nothing', async () => {
    await renderAt('/check?photo=elsewhere');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
