import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { Route } from '@/routes/_site/index';
import { renderWithProviders } from '@/testing/render';

const HomePage = Route.options.component;

describe('Home in other languages', () => {
  it('when Thai is active, then the heading, the cards and the tools speak Thai', async () => {
    if (!HomePage) throw new Error('Home has no component');
    await activateLocale('th');
    await renderWithProviders(<HomePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'ผลสลากกินแบ่งรัฐบาลและเลขเด็ด' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'เลขเด็ด' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'เลขเด็ดทั้งหมด' })).toHaveAttribute('href', '/tips');
    expect(screen.getByRole('heading', { name: 'เวลาท้องถิ่น' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'งวดถัดไป' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'เครื่องมือสร้างเลข' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ค้นหาตารางเลขผลรวม' })).toBeInTheDocument();
    expect(document.title).toBe('ผลสลากกินแบ่งรัฐบาลและเลขเด็ด — Lotto');
  });
});
