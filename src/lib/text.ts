/*
 * Text helpers for static copy. SPEC 9 (Blogs): a description over 100 words is cut to its
 * first 90 words plus an ellipsis; one of 100 words or fewer is shown whole.
 */

export const BLOG_WORD_LIMIT = 100
export const BLOG_WORDS_KEPT = 90

/** The words of a text, split on any run of white space. */
export function wordsOf(text: string): string[] {
  const trimmed = text.trim()
  return trimmed === '' ? [] : trimmed.split(/\s+/)
}

export interface WordCut {
  readonly text: string
  /** True when words were dropped, so the reader has more to see. */
  readonly cut: boolean
}

/**
 * Keeps `keep` words of a text that has more than `limit` words and appends an ellipsis;
 * a text within the limit comes back unchanged. Paragraph breaks inside the kept part fold into
 * single spaces, since an excerpt is one run of text.
 */
export function cutWords(text: string, limit: number = BLOG_WORD_LIMIT, keep: number = BLOG_WORDS_KEPT): WordCut {
  const words = wordsOf(text)
  if (words.length <= limit) return { text, cut: false }
  return { text: `${words.slice(0, keep).join(' ')}...`, cut: true }
}
