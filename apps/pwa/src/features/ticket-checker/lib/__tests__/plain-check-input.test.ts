import { describe, expect, it } from 'vitest';
import { plainCheckInput } from '../plain-check-input';

describe('plainCheckInput', () => {
  /** A page with the server's plain /check form as check-page-html.tsx writes it. */
  function pageWithPlainForm(): Document {
    const doc = document.implementation.createHTMLDocument('check');
    doc.body.innerHTML =
      '<main id="main"><form method="get" action="/check" aria-label="Check a ticket">' +
      '<input id="check-number" name="number" type="text" value="" />' +
      '<select id="check-draw" name="draw"><option value="2026-11-16" selected>16/11/2026</option>' +
      '<option value="2026-11-01">01/11/2026</option></select>' +
      '<button type="submit">Check</button></form></main>';
    return doc;
  }

  it('when nothing was typed or picked, then there is nothing to carry over', () => {
    expect(plainCheckInput(pageWithPlainForm())).toBeUndefined();
    expect(plainCheckInput(document.implementation.createHTMLDocument('no form'))).toBeUndefined();
  });

  it('when a number was typed and another draw picked, then both are carried over, with the focus', () => {
    const doc = pageWithPlainForm();
    // In the window's own document, where an element can hold the focus.
    document.body.replaceChildren(
      ...[...doc.body.childNodes].map((n) => document.importNode(n, true)),
    );
    try {
      const number = document.getElementById('check-number') as HTMLInputElement;
      const draw = document.getElementById('check-draw') as HTMLSelectElement;
      number.value = '12345';
      draw.value = '2026-11-01';
      number.focus();
      expect(plainCheckInput(document)).toEqual({
        number: '12345',
        draw: '2026-11-01',
        focused: true,
      });
      number.blur();
      expect(plainCheckInput(document)).toEqual({
        number: '12345',
        draw: '2026-11-01',
        focused: false,
      });
    } finally {
      document.body.replaceChildren();
    }
  });

  it("when the app's own form is on the page (no GET form to /check), then nothing is read from it", () => {
    const doc = document.implementation.createHTMLDocument('app');
    doc.body.innerHTML =
      '<form aria-label="Check a ticket"><input name="number" value="" /></form>';
    const input = doc.querySelector('input');
    if (!input) throw new Error('no input');
    input.value = '999999';
    expect(plainCheckInput(doc)).toBeUndefined();
  });
});
