import type { ImageItem } from '@lotto/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createServer, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminSession } from '@/admin/session/admin-session-store';
import { renderAdmin } from '@/admin/testing/render-admin';
import { adminTokenFor, callApi } from '@/testing/test-api';
import { ImageForm } from '../image-form';

const api = await vi.hoisted(async () => {
  const { startTestApiForFile } = await import('@/testing/test-api');
  return startTestApiForFile();
});
vi.setConfig({ testTimeout: 20_000 });
beforeEach(async () => useAdminSession.getState().signIn(await adminTokenFor(api)));
afterEach(() => useAdminSession.setState({ token: null, notice: null }));

/** The form's modules loaded afresh against another API address (down, or never answering). */
async function formAgainst(apiUrl: string) {
  const token = useAdminSession.getState().token ?? '';
  vi.stubEnv('VITE_API_URL', apiUrl);
  vi.resetModules();
  // The fresh modules' Lingui has no language yet: English, as the rest of the file.
  await (await import('@/i18n/activate')).activateLocale('en');
  const [{ ImageForm: Form }, { renderAdmin: render }, { useAdminSession: session }] =
    await Promise.all([
      import('../image-form'),
      import('@/admin/testing/render-admin'),
      import('@/admin/session/admin-session-store'),
    ]);
  session.getState().signIn(token);
  return { Form, render };
}

const url = (name: string) => `https://images.example/${name}-${Date.now()}.png`;

describe('ImageForm', () => {
  it('when saved empty, then it says "Please enter image URL" and nothing is sent', async () => {
    await renderAdmin(<ImageForm kind="tips" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter image URL')).toBeInTheDocument();
    expect((await callApi<ImageItem[]>(api, 'GET', '/tips')).body).toHaveLength(0);
  });

  it('when the address is not http(s), then it is refused before sending', async () => {
    await renderAdmin(<ImageForm kind="tips" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Image URL'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Image URL must be an http:// or https:// address'),
    ).toBeInTheDocument();
    expect(screen.queryByAltText('Preview of the image to save')).not.toBeInTheDocument();
  });

  it('when a valid address is typed, then a preview of that image shows before saving', async () => {
    await renderAdmin(<ImageForm kind="tips" />);
    const address = url('preview');
    await userEvent.setup().type(screen.getByLabelText('Image URL'), address);
    expect(await screen.findByAltText('Preview of the image to save')).toHaveAttribute(
      'src',
      address,
    );
  });

  it.each([
    ['tips', '/tips'],
    ['successImages', '/api/addSuccess/paper'],
    ['vipTips', '/viptips'],
  ] as const)(
    'when a %s image is saved, then the server lists it and the success message shows',
    async (kind, list) => {
      await renderAdmin(<ImageForm kind={kind} />);
      const address = url(kind);
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Image URL'), address);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Image URL saved successfully!')).toBeInTheDocument();
      expect(screen.getByLabelText('Image URL')).toHaveValue('');
      const token = useAdminSession.getState().token ?? '';
      expect(
        (await callApi<ImageItem[]>(api, 'GET', list, { token })).body.map((i) => i.imageUrl),
      ).toContain(address);
    },
  );

  it('when a caption is given, then it is saved with the image (trimmed) and the form empties', async () => {
    await renderAdmin(<ImageForm kind="tips" />);
    const address = url('captioned');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Image URL'), address);
    await user.type(screen.getByLabelText('Caption (alt text)'), '  Lucky pair 16 and 61  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Image URL saved successfully!')).toBeInTheDocument();
    expect(screen.getByLabelText('Caption (alt text)')).toHaveValue('');
    const saved = (await callApi<ImageItem[]>(api, 'GET', '/tips')).body.find(
      (i) => i.imageUrl === address,
    );
    expect(saved?.caption).toBe('Lucky pair 16 and 61');
  });

  it('when the caption is longer than 200 characters, then it is refused with the limit, kept in the field, and nothing is sent', async () => {
    await renderAdmin(<ImageForm kind="tips" />);
    const address = url('long-caption');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Image URL'), address);
    const long = 'x'.repeat(201);
    await user.click(screen.getByLabelText('Caption (alt text)'));
    await user.paste(long);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Caption must be at most 200 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Caption (alt text)')).toHaveValue(long);
    expect(screen.getByLabelText('Caption (alt text)')).toHaveAttribute('aria-invalid', 'true');
    expect(
      (await callApi<ImageItem[]>(api, 'GET', '/tips')).body.some((i) => i.imageUrl === address),
    ).toBe(false);
  });

  it('when the request is pending, then the button says "Saving..." and is disabled', async () => {
    // A server that takes the connection and never answers: the request stays pending.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((ok) => silent.listen(0, '127.0.0.1', ok));
    const { port } = silent.address() as { port: number };
    try {
      const { Form, render } = await formAgainst(`http://127.0.0.1:${port}`);
      await render(<Form kind="vipTips" />);
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Image URL'), url('slow'));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((ok) => silent.close(() => ok()));
    }
  });

  it.each([
    ['vipTips', 'Error saving image URL'],
    ['tips', 'Failed to save image URL'],
    ['successImages', 'Failed to save image URL'],
  ] as const)('when saving %s fails, then it shows "%s" with the reason', async (kind, text) => {
    const { Form, render } = await formAgainst('http://127.0.0.1:9');
    await render(<Form kind={kind} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Image URL'), url('down'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText('Network error: the server could not be reached')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });
});
