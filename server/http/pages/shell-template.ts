/*
 * index.html (the built "shell" every client route answers) cut once, at start-up, around the
 * place each page's head goes: its own <title> and meta description are taken out, and the
 * page's tags (page-head.ts) are put where the title was. The rest of the file stays as Vite
 * built it, byte for byte. Mock mode never comes here: there the shell is served as it is.
 */

export interface ShellTemplate {
  /**
   * The shell with `head` (trusted, already escaped HTML) in place of its title and description;
   * with `page` (server-rendered: server-render.ts), its HTML in place of #root's content, its
   * head tags at the end of the head and its body tags after #root.
   */
  render(head: string, page?: { readonly html: string; readonly headTags: string; readonly bodyTags: string }): string
}

const ROOT_OPEN = /<div\s+id=(["'])root\1[^>]*>/i
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/i
/** index.html says the store needs JavaScript to show at all; a server-rendered page shows without it. */
const RENDERED_NOSCRIPT = '<noscript>Turn on JavaScript to sign in, filter the products and order.</noscript>'

/**
 * Puts a server-rendered page into the shell: #root is the body's last element (index.html), so
 * its content runs to the last </div> before </body>. Unchanged when the shell is not so made.
 */
function withPage(html: string, page: { readonly html: string; readonly headTags: string; readonly bodyTags: string }): string {
  const open = ROOT_OPEN.exec(html)
  const bodyEnd = html.search(/<\/body\s*>/i)
  const headEnd = html.search(/<\/head\s*>/i)
  if (!open || bodyEnd < 0 || headEnd < 0 || headEnd > open.index) return html
  const contentStart = open.index + open[0].length
  const close = html.lastIndexOf('</div>', bodyEnd)
  if (close < contentStart) return html
  const beforeRoot = html.slice(headEnd, contentStart).replace(NOSCRIPT, RENDERED_NOSCRIPT)
  return `${html.slice(0, headEnd)}${page.headTags}${beforeRoot}${page.html}</div>${page.bodyTags}${html.slice(close + '</div>'.length)}`
}

const DESCRIPTION = /[ \t]*<meta\s+name=(["'])description\1[^>]*>[ \t]*\r?\n?/i
const TITLE = /<title\b[^>]*>[\s\S]*?<\/title\s*>/i

export function shellTemplate(html: string): ShellTemplate {
  const withoutDescription = html.replace(DESCRIPTION, '')
  const title = TITLE.exec(withoutDescription)
  let before: string
  let after: string
  if (title) {
    before = withoutDescription.slice(0, title.index)
    after = withoutDescription.slice(title.index + title[0].length)
  } else {
    // no title to stand in for: at the end of the head, else at the very start of the document
    const headEnd = withoutDescription.search(/<\/head\s*>/i)
    const doctype = /^\s*<!doctype[^>]*>\s*/i.exec(withoutDescription)?.[0].length ?? 0
    const at = headEnd >= 0 ? headEnd : doctype
    before = withoutDescription.slice(0, at)
    after = withoutDescription.slice(at)
  }
  return { render: (head, page) => (page ? withPage(`${before}${head}${after}`, page) : `${before}${head}${after}`) }
}
