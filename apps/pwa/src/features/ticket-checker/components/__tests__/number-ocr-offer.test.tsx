import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OCR_DOWNLOAD } from 'virtual:lotto-ocr-files';
import { describe, expect, it } from 'vitest';
import { NumberOcrOffer } from '../number-ocr-offer';

// The real offer with the build's real file sizes; nothing is downloaded before a tap (the e2e
// test, ticket-ocr.spec.ts, reads a ticket with the real tesseract.js).
describe('NumberOcrOffer', () => {
  const photo = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

  it('when a photo had no code, then reading its number is offered with the size of the download', async () => {
    render(<NumberOcrOffer image={photo} onNumbers={() => undefined} />);
    const offer = screen.getByRole('group', { name: 'Number reader' });
    // Node runs WebAssembly SIMD: the SIMD core's download, as the build measured it.
    const mb = (OCR_DOWNLOAD.simd.gzipBytes / 1_000_000).toFixed(1);
    expect(Number(mb)).toBeGreaterThan(1);
    expect(
      await screen.findByText(
        `Read the printed number instead? This downloads ${mb} MB once, kept on this device; the photo never leaves it.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read the printed number' })).toBeEnabled();
    expect(offer).toContainElement(screen.getByRole('button', { name: "No, I'll type it" }));
  });

  it('when the visitor declines, then the offer goes and no number is given', async () => {
    const given: string[][] = [];
    render(<NumberOcrOffer image={photo} onNumbers={(numbers) => given.push(numbers)} />);
    await userEvent.click(screen.getByRole('button', { name: "No, I'll type it" }));
    expect(screen.queryByRole('group', { name: 'Number reader' })).not.toBeInTheDocument();
    expect(given).toEqual([]);
  });
});
