import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BlogsPage } from '../../src/features/content/blogs-page'
import { blogArticles, blogSlug, paragraphsOf } from '../../src/features/content/data/blog-articles'
import { wordsOf } from '../../src/lib/text'
import { renderWithProviders, setupMockBackend } from '../setup/render'

setupMockBackend()

const featured = () => screen.getByRole('region', { name: 'Featured blog' })
const latest = () => screen.getByRole('region', { name: 'Latest Blogs' })
const longArticle = blogArticles.find((a) => wordsOf(a.description).length > 100 && a !== blogArticles[0])!

describe('Blogs page', () => {
  it('features the newest article in full and lists all six as cards', () => {
    renderWithProviders(<BlogsPage />, { route: '/blogs', path: '/blogs' })
    expect(screen.getByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument()
    const newest = blogArticles[0]!
    expect(within(featured()).getByRole('heading', { level: 2, name: newest.title })).toBeInTheDocument()
    // the full text, not the excerpt
    for (const paragraph of paragraphsOf(newest)) expect(within(featured()).getByText(paragraph)).toBeInTheDocument()
    expect(within(featured()).getByText('3 March 2025')).toHaveAttribute('datetime', '2025-03-03')
    expect(within(latest()).getAllByRole('article')).toHaveLength(6)
  })

  it('cuts long descriptions in the list to 90 words and an ellipsis', () => {
    renderWithProviders(<BlogsPage />, { route: '/blogs', path: '/blogs' })
    const card = within(latest()).getByRole('heading', { name: longArticle.title }).closest('article')!
    const excerpt = card.querySelector('p')!.textContent!
    expect(wordsOf(excerpt)).toHaveLength(90)
    expect(excerpt).toBe(`${wordsOf(longArticle.description).slice(0, 90).join(' ')}...`)
  })

  it('Read More features the chosen article in full and marks its card', async () => {
    const { user, router } = renderWithProviders(<BlogsPage />, { route: '/blogs', path: '/blogs' })
    await user.click(within(latest()).getByRole('link', { name: `Read More: ${longArticle.title}` }))

    expect(router.location.search).toBe(`?article=${blogSlug(longArticle)}`)
    const title = within(featured()).getByRole('heading', { level: 2, name: longArticle.title })
    expect(title).toHaveFocus()
    const lastParagraph = paragraphsOf(longArticle).at(-1)!
    expect(within(featured()).getByText(lastParagraph)).toBeInTheDocument()
    expect(within(latest()).getByRole('link', { name: `Read More: ${longArticle.title}` })).toHaveAttribute('aria-current', 'true')
  })

  it('opens straight on an article linked from the landing', () => {
    const target = blogArticles[4]!
    renderWithProviders(<BlogsPage />, { route: `/blogs?article=${blogSlug(target)}`, path: '/blogs' })
    expect(within(featured()).getByRole('heading', { level: 2, name: target.title })).toBeInTheDocument()
  })

  it('falls back to the newest article for an unknown link', () => {
    renderWithProviders(<BlogsPage />, { route: '/blogs?article=no-such-post', path: '/blogs' })
    expect(within(featured()).getByRole('heading', { level: 2, name: blogArticles[0]!.title })).toBeInTheDocument()
  })
})
