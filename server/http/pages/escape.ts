/*
 * The escaping of everything the server writes into HTML and XML by hand (no template library):
 * text and attribute values of the page head, the sitemap's XML, and JSON inside a script element.
 */

const HTML_ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text or a quoted attribute value in HTML: & < > " ' become entities, so nothing can close the element or the quote. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c)
}

const XML_ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** What XML 1.0 cannot hold: control characters other than tab, newline and return; U+FFFE and U+FFFF; lone surrogates. */
// oxlint-disable-next-line no-control-regex -- matching them is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/**
 * Text in XML (the sitemap's <loc>): the five predefined entities; characters XML 1.0 forbids
 * are dropped, since no entity can carry them.
 */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c)
}

const SCRIPT_ESCAPES: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * A value as JSON that can sit inside `<script type="application/ld+json">`: < > & are written as
 * \u escapes (still the same JSON string), so `</script>` or `<!--` in a product's name cannot
 * end the element or open a comment; U+2028 and U+2029 too, for parsers that read it as script.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c] ?? c)
}
