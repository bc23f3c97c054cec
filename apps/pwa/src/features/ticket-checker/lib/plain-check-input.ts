import { CHECK_FORM, SERVER_PAGES } from '@lotto/site';

/*
 * /check's takeover: what the visitor typed into the server's plain form before the app was up
 * (src/lib/takeover.ts waits for the page's data; this reads the form).
 */

/** What the visitor put into the server's plain /check form before the app took it over. */
export interface PlainCheckInput {
  /** The ticket number typed, when the field holds something else than the server wrote. */
  number?: string;
  /** The draw picked, when another than the server's choice. */
  draw?: string;
  /** Whether the number field had the focus (the app's field then takes it). */
  focused: boolean;
}

/**
 * The plain /check form the server rendered (`method="get"`, `action="/check"`: the app's own form
 * is neither), as the visitor left it while the app's code loaded — on a cheap phone, seconds in
 * which someone may type a ticket. The app's first render starts from it, so the takeover loses
 * nothing. Undefined when the page holds no such form or nothing in it was changed.
 */
export function plainCheckInput(doc: Document = document): PlainCheckInput | undefined {
  const form = doc.querySelector<HTMLFormElement>(
    `form[method="get"][action="${SERVER_PAGES.check}"]`,
  );
  if (!form) return undefined;
  const number = form.elements.namedItem(CHECK_FORM.number);
  const draw = form.elements.namedItem(CHECK_FORM.draw);
  const typed: PlainCheckInput = { focused: number !== null && doc.activeElement === number };
  if (number instanceof HTMLInputElement && number.value !== number.defaultValue)
    typed.number = number.value;
  if (draw instanceof HTMLSelectElement) {
    const written = [...draw.options].find((option) => option.defaultSelected) ?? draw.options[0];
    const picked = draw.selectedOptions[0];
    if (picked && picked !== written) typed.draw = picked.value;
  }
  return typed.number === undefined && typed.draw === undefined && !typed.focused
    ? undefined
    : typed;
}
