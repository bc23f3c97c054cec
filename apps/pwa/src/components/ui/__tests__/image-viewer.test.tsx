import type { ImageItem } from '@lotto/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { images } from '@/testing/fixtures';
import { ImageGrid } from '../image-grid';

const items: ImageItem[] = images(3, 'tip').map((item, i) =>
  i === 1 ? { ...item, caption: 'Three numbers to watch' } : item,
);

async function openViewer(name: string) {
  await userEvent.click(screen.getByRole('link', { name }));
  return screen.findByRole('dialog');
}

describe('ImageGrid', () => {
  it('then each image is named by its caption, else by a number in the order shown', async () => {
    await renderWithProviders(<ImageGrid items={items} columns={4} itemLabel="Tip" label="Tips" />);
    const list = screen.getByRole('list', { name: 'Tips' });
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Tip 1', 'Three numbers to watch', 'Tip 3']);
    expect(within(list).getByText('Three numbers to watch', { selector: 'p' })).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });
});

describe('ImageViewer', () => {
  it('when an image is tapped, then it opens in a dialog with the focus on Close, its number and caption', async () => {
    await renderWithProviders(<ImageGrid items={items} columns={4} itemLabel="Tip" label="Tips" />);
    const dialog = await openViewer('Three numbers to watch');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Tips: image 2 of 3');
    expect(dialog).toHaveAccessibleDescription('Three numbers to watch');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', items[1]?.imageUrl);
    expect(within(dialog).getByText('2 / 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('while it is open, then the app behind it is inert, and it is not once closed', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    try {
      await renderWithProviders(
        <ImageGrid items={items} columns={4} itemLabel="Tip" label="Tips" />,
      );
      await openViewer('Tip 1');
      expect(root.inert).toBe(true);
      expect(document.body.style.overflow).toBe('hidden');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(root.inert).toBe(false);
      expect(document.body.style.overflow).toBe('');
    } finally {
      root.remove();
    }
  });

  it('when the arrow keys or the side buttons are used, then it moves between images and stops at the ends', async () => {
    await renderWithProviders(<ImageGrid items={items} columns={4} itemLabel="Tip" label="Tips" />);
    const dialog = await openViewer('Tip 1');
    const previous = within(dialog).getByRole('button', { name: 'Previous image' });
    const next = within(dialog).getByRole('button', { name: 'Next image' });
    expect(previous).toBeDisabled();
    await userEvent.keyboard('{ArrowRight}');
    expect(dialog).toHaveAccessibleName('Tips: image 2 of 3');
    await userEvent.click(next);
    expect(dialog).toHaveAccessibleName('Tips: image 3 of 3');
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Tip 3');
    expect(next).toBeDisabled();
    // The focus moved off the disabled arrow, still inside the dialog.
    expect(within(dialog).getByRole('button', { name: 'Previous image' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(dialog).toHaveAccessibleName('Tips: image 3 of 3');
    await userEvent.keyboard('{ArrowLeft}');
    expect(dialog).toHaveAccessibleName('Tips: image 2 of 3');
  });

  it('when a finger swipes left or right, then the next or previous image shows', async () => {
    await renderWithProviders(<ImageGrid items={items} columns={4} itemLabel="Tip" label="Tips" />);
    const dialog = await openViewer('Tip 1');
    const stage = dialog.querySelector('.viewer-stage');
    if (!stage) throw new Error('no stage');
    const swipe = (from: number, to: number) =>
      act(() => {
        fireEvent.pointerDown(stage, {
          pointerId: 1,
          clientX: from,
          clientY: 300,
          pointerType: 'touch',
        });
        fireEvent.pointerMove(stage, {
          pointerId: 1,
          clientX: to,
          clientY: 305,
          pointerType: 'touch',
        });
        fireEvent.pointerUp(stage, {
          pointerId: 1,
          clientX: to,
          clientY: 305,
          pointerType: 'touch',
        });
      });
    swipe(300, 100);
    expect(dialog).toHaveAccessibleName('Tips: image 2 of 3');
    swipe(100, 300);
    expect(dialog).toHaveAccessibleName('Tips: image 1 of 3');
  });

  it('when zoomed in with the button, then the image is scaled and Zoom out undoes it', async () => {
    await renderWithProviders(<ImageGrid items={items} columns={4} itemLabel="Tip" label="Tips" />);
    const dialog = await openViewer('Tip 1');
    const zoomOut = within(dialog).getByRole('button', { name: 'Zoom out' });
    expect(zoomOut).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(within(dialog).getByRole('img').style.transform).toContain('scale(1.5)');
    expect(zoomOut).toBeEnabled();
    await userEvent.click(zoomOut);
    expect(within(dialog).getByRole('img').style.transform).toContain('scale(1)');
  });

  it('when Tab reaches the last control, then the focus goes round inside the dialog', async () => {
    await renderWithProviders(<ImageGrid items={items} columns={4} itemLabel="Tip" label="Tips" />);
    const dialog = await openViewer('Tip 3');
    // On the last image 'Next image' is disabled: 'Previous image' is the last control.
    within(dialog).getByRole('button', { name: 'Previous image' }).focus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Zoom in' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Previous image' })).toHaveFocus();
  });

  it('when Esc is pressed, then it closes and the focus returns to the image that opened it', async () => {
    await renderWithProviders(<ImageGrid items={items} columns={4} itemLabel="Tip" label="Tips" />);
    await openViewer('Tip 3');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: 'Tip 3' })).toHaveFocus();
  });

  it('when the close button is pressed, then it closes', async () => {
    await renderWithProviders(<ImageGrid items={items} columns={4} itemLabel="Tip" label="Tips" />);
    const dialog = await openViewer('Tip 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
