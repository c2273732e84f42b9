import { describe, expect, it } from 'vitest'
import { BlogArticle } from '../../contracts/content'
import { Schema } from 'effect'
import { blogArticles, blogArticlePath, blogSlug, paragraphsOf } from '../../src/features/content/data/blog-articles'
import { cutWords, wordsOf } from '../../src/lib/text'

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ')

describe('the blog word cut (SPEC 9: over 100 words -> 90 words and an ellipsis)', () => {
  it('keeps a text of exactly 100 words whole', () => {
    const text = words(100)
    expect(cutWords(text)).toEqual({ text, cut: false })
  })

  it('cuts a text of 101 words to its first 90 words plus "..."', () => {
    const result = cutWords(words(101))
    expect(result.cut).toBe(true)
    expect(result.text).toBe(`${words(90)}...`)
    expect(wordsOf(result.text)).toHaveLength(90)
  })

  it('counts words across line breaks and repeated spaces, and folds them in the excerpt', () => {
    const text = `${words(60)}\n\n  ${words(50)}`
    const result = cutWords(text)
    expect(result.cut).toBe(true)
    expect(result.text).not.toMatch(/\n/)
    expect(result.text.endsWith('w30...')).toBe(true)
  })

  it('leaves short and empty texts alone', () => {
    expect(cutWords('')).toEqual({ text: '', cut: false })
    expect(cutWords('Linen breathes.')).toEqual({ text: 'Linen breathes.', cut: false })
  })
})

describe('the six static blog articles', () => {
  it('are six valid articles dated 2025-02-20 to 2025-03-03, newest first', () => {
    expect(blogArticles).toHaveLength(6)
    for (const article of blogArticles) expect(() => Schema.decodeUnknownSync(BlogArticle)(article)).not.toThrow()
    const dates = blogArticles.map((a) => a.date)
    expect(dates[0]).toBe('2025-03-03')
    expect(dates.at(-1)).toBe('2025-02-20')
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  it('cover the six topics of SPEC 2', () => {
    const titles = blogArticles.map((a) => a.title.toLowerCase()).join(' | ')
    for (const topic of ['sustainable', 'cotton versus linen', 'bamboo', 'delicate', 'wool', 'organic cotton'])
      expect(titles).toContain(topic)
  })

  it('include articles on both sides of the 100-word limit, so the cut shows', () => {
    const lengths = blogArticles.map((a) => wordsOf(a.description).length)
    expect(lengths.filter((n) => n > 100).length).toBeGreaterThanOrEqual(2)
    expect(lengths.some((n) => n <= 100)).toBe(true)
  })

  it('have distinct slugs for their Read More links, and paragraphs that rebuild the text', () => {
    const slugs = blogArticles.map(blogSlug)
    expect(new Set(slugs).size).toBe(6)
    expect(blogArticlePath(blogArticles[0]!)).toBe(`/blogs?article=${slugs[0]}`)
    for (const article of blogArticles)
      expect(wordsOf(paragraphsOf(article).join(' '))).toEqual(wordsOf(article.description))
  })
})
