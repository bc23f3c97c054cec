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
