import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ComponentProps } from 'react';
import { AppPagePieces } from '@/links/app-page-pieces';
import { LiveStatus as Bare } from '../live-status';

/** As the app's pages show it: with their words (`AppPagePieces`). */
function LiveStatus(props: ComponentProps<typeof Bare>) {
  return (
    <AppPagePieces>
      <Bare {...props} />
    </AppPagePieces>
  );
}

const DATE = '2026-11-16';

/** The polite status region of the live line (the visible line itself is not one). */
function statusRegion(): HTMLElement {
  const region = screen.getByRole('status');
  expect(region).toHaveAttribute('aria-live', 'polite');
  expect(region).toHaveAttribute('aria-atomic', 'true');
  return region;
}

describe('LiveStatus', () => {
  it('when the draw is live, then a polite status region is there from the start, silent until the numbers change', () => {
    render(
      <LiveStatus
        live
        date={DATE}
        becameFinal={false}
        updatedAt={Date.now()}
        summary="First prize 123456"
      />,
    );
    expect(screen.getByText('Live — numbers still coming in')).toBeInTheDocument();
    expect(statusRegion()).toBeEmptyDOMElement();
  });

  it('when new numbers arrive, then the region says them; when the draw turns final, the same region says so', () => {
    const props = { date: DATE, updatedAt: Date.now() };
    const { rerender } = render(
      <LiveStatus {...props} live becameFinal={false} summary="First prize 123456" />,
    );
    const region = statusRegion();
    // A poll that brings nothing new (only the 'Updated' time moves) says nothing.
    rerender(
      <LiveStatus
        {...props}
        updatedAt={props.updatedAt + 60_000}
        live
        becameFinal={false}
        summary="First prize 123456"
      />,
    );
    expect(region).toBeEmptyDOMElement();
    rerender(
      <LiveStatus {...props} live becameFinal={false} summary="First prize 123456 · Last 2: 21" />,
    );
    expect(region).toHaveTextContent('New numbers: First prize 123456 · Last 2: 21');
    rerender(
      <LiveStatus
        {...props}
        live={false}
        becameFinal
        summary="First prize 123456 · Front 3: 111 222 · Last 3: 333 444 · Last 2: 21"
      />,
    );
    expect(screen.getByText('Final — every prize is in.')).toBeVisible();
    // The region element itself stayed: a live region announces changes, not insertions.
    expect(statusRegion()).toBe(region);
    expect(region).toHaveTextContent(
      'Every prize is in: First prize 123456 · Front 3: 111 222 · Last 3: 333 444 · Last 2: 21',
    );
  });

  it('when the draw is neither live nor just final, then nothing shows and nothing speaks', () => {
    render(
      <LiveStatus
        live={false}
        date={DATE}
        becameFinal={false}
        updatedAt={Date.now()}
        summary="First prize 123456"
      />,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
