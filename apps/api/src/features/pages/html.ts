/*
 * Escaping for the server pages: every value that goes into HTML text or an attribute passes
 * through `escapeHtml`; JSON inside a <script> through `scriptJson` (no `</script>`, no `<!--`).
 */

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value made safe for HTML (both quote kinds, so any attribute is safe). */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * JSON for a `<script type="application/json">` or JSON-LD block: `<` becomes `\u003c` (so no
 * `</script>` or `<!--` can end or change the block), and the two line separators JavaScript
 * once refused in strings are escaped too. The JSON means the same once parsed.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** `<tag attr="…">`: the attributes escaped, undefined ones left out. */
export function attrs(values: Record<string, string | number | boolean | undefined>): string {
  let out = '';
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === false) continue;
    out += value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`;
  }
  return out;
}

/**
 * The attributes of a part of a server page only the app can work (the results list's search, the
 * checker's saved tickets): it is painted with the HTML, as the app's first render has it, so the
 * page's largest paint is the server's and the app's takeover paints nothing larger; until then it
 * is `inert` — no focus, no clicks, out of the accessibility tree, with the same look (a `disabled`
 * control would look greyed, then change at the takeover) — and with scripts off it is not shown
 * at all (`APP_ONLY_STYLE`): nothing there pretends to work.
 */
export const APP_ONLY_PROPS = { 'data-app-only': '', inert: true } as const;

/**
 * For `<head>`: with scripts off, the app-only parts are not shown (`!important`: the app's own
 * styles, later in the head, give the same classes a `display` of equal weight).
 */
export const APP_ONLY_STYLE =
  '<noscript><style>[data-app-only]{display:none!important}</style></noscript>';
