import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { t } from '@/i18n';
import { I18nRoot } from '@/i18n/i18n-root';
import { LOCALE_STORAGE_KEY } from '@/i18n/locales';
import { LanguageSwitcher } from '../language-switcher';

function Page() {
  return (
    <>
      <LanguageSwitcher />
      <h1>{t('pages.check')}</h1>
    </>
  );
}

describe('LanguageSwitcher', () => {
  it('lists the four languages in their own names, the active one chosen', () => {
    render(
      <I18nRoot>
        <Page />
      </I18nRoot>,
    );
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'English',
      'ไทย',
      'हिन्दी',
      'اردو',
    ]);
    expect(screen.getByRole('option', { name: 'اردو' })).toHaveAttribute('lang', 'ur');
  });

  it('when Thai is chosen, then the page speaks Thai, the choice is kept and the focus stays on the menu', async () => {
    const user = userEvent.setup();
    render(
      <I18nRoot>
        <Page />
      </I18nRoot>,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'th');
    expect(await screen.findByRole('heading', { name: 'ตรวจสลากของคุณ' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'ภาษา' });
    expect(select).toHaveValue('th');
    await waitFor(() => expect(select).toHaveFocus());
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('th');
    expect(document.documentElement).toHaveAttribute('lang', 'th');
  });

  it('when Urdu is chosen, then the page turns right to left', async () => {
    const user = userEvent.setup();
    render(
      <I18nRoot>
        <Page />
      </I18nRoot>,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ur');
    expect(await screen.findByRole('heading', { name: 'اپنا ٹکٹ چیک کریں' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    document.documentElement.dir = 'ltr';
    document.documentElement.lang = 'en';
  });

  it('when the address names the language (?lang=), then a switch puts the new one in the address and keeps the rest', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/check?draw=2024-12-16&lang=th');
    try {
      render(
        <I18nRoot>
          <Page />
        </I18nRoot>,
      );
      const select = screen.getByRole('combobox');
      await user.selectOptions(select, 'hi');
      expect(await screen.findByRole('heading', { name: 'अपना टिकट जाँचें' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/check');
      expect(window.location.search).toBe('?draw=2024-12-16&lang=hi');
    } finally {
      window.history.replaceState(null, '', '/');
      document.documentElement.dir = 'ltr';
      document.documentElement.lang = 'en';
    }
  });

  it('when the address does not name a language, then a switch leaves the address alone', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/check?draw=2024-12-16');
    try {
      render(
        <I18nRoot>
          <Page />
        </I18nRoot>,
      );
      const select = screen.getByRole('combobox');
      const next = (select as HTMLSelectElement).value === 'th' ? 'hi' : 'th';
      await user.selectOptions(select, next);
      await waitFor(() => expect(screen.getByRole('combobox')).toHaveValue(next));
      expect(window.location.search).toBe('?draw=2024-12-16');
    } finally {
      window.history.replaceState(null, '', '/');
      document.documentElement.dir = 'ltr';
      document.documentElement.lang = 'en';
    }
  });
});
