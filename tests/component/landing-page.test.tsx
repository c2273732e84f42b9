import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockBackend } from '../../mocks/node'
import type { Product } from '../../contracts/product'
import { blogArticles } from '../../src/features/content/data/blog-articles'
import { LandingPage } from '../../src/features/content/landing-page'
import { bestDeals, discountShare } from '../../rules/highlights'
import { wordsOf } from '../../src/lib/text'
import { renderWithProviders, setupMockBackend } from '../setup/render'

setupMockBackend()

const section = (name: string | RegExp) => screen.getByRole('region', { name })
const seededProducts = () => mockBackend.db.get('products') as unknown as readonly Product[]

function renderLanding() {
  return renderWithProviders(<LandingPage />)
}

describe('Landing page: static content of SPEC 1 and 2', () => {
  it('opens with the hero: logo, headline and tagline', () => {
    renderLanding()
    expect(screen.getByRole('heading', { level: 1, name: 'Quality is Our First Priority' })).toBeInTheDocument()
    const hero = section('Quality is Our First Priority')
    expect(within(hero).getByRole('img', { name: 'Tanabana' })).toBeInTheDocument()
    expect(within(hero).getByText(/sourced for businesses since 1970/)).toBeInTheDocument()
    expect(within(hero).getByRole('link', { name: 'Explore Fabrics' })).toHaveAttribute('href', '/products')
  })

  it('shows the strip under the hero with its five cards', () => {
    renderLanding()
    const strip = within(section('Why buy from us'))
    const cards: ReadonlyArray<readonly [string, string]> = [
      ['Free Shipping', 'Order Above $200'],
      ['Secure Payments', 'Secure card payments'],
      ['24/7 Support', 'Phone and Email Service'],
      ['Product Overview', 'Export Product'],
    ]
    for (const [title, detail] of cards) expect(strip.getByText(title).closest('li')).toHaveTextContent(detail)
    expect(strip.getByText('Quality Product')).toBeInTheDocument()
    expect(strip.getByText('Product Overview').closest('li')).toHaveTextContent('1102')
  })

  it('tells the story since 1970 with 25+ years and the four selling points', () => {
    renderLanding()
    const about = within(section('Weaving Trust Into Every Thread'))
    expect(about.getByText('Since 1970')).toBeInTheDocument()
    expect(about.getByText(/Years of Experience/)).toHaveTextContent('25+ Years of Experience')
    const points = about.getAllByRole('listitem').map((li) => li.textContent?.replace('✓', '').trim())
    expect(points).toEqual(['Trends the Current Market', '100% Satisfaction Guarantee', 'Quality Control System', 'Commitment to Customers'])
  })

  it('lists three services and the four sourcing promises', () => {
    renderLanding()
    const services = within(section('Our Services')).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(services).toEqual(['Digital Fabric Printing', 'Fabric Dyeing', 'Satin Weaving'])
    const sourcing = within(section('Sourcing Made Simple')).getAllByRole('listitem').map((li) => li.textContent)
    expect(sourcing).toEqual(['Best Price', 'On Time Delivery', 'VIP Assistance', 'Trade financing'])
  })

  it('shows the statistics strip', () => {
    renderLanding()
    const stats = within(section('Our Numbers')).getAllByRole('listitem').map((li) => li.textContent)
    expect(stats).toEqual(['Yarn Sold$400+ Cr', 'Average Order$19 Lakhs+', 'Yarn Sourced1.5 Cr Kg', 'Satisfied Customer78k+'])
  })

  it("shows 'What Customers Say About Us ?' with three five-star testimonials", () => {
    renderLanding()
    const testimonials = within(section('What Customers Say About Us ?'))
    const quotes = testimonials.getAllByRole('figure')
    expect(quotes).toHaveLength(3)
    for (const quote of quotes) {
      expect(within(quote).getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeInTheDocument()
      expect(within(quote).getByRole('img', { name: /^Portrait of / })).toBeInTheDocument()
      expect(quote.querySelector('blockquote')?.textContent?.length).toBeGreaterThan(40)
      expect(quote.querySelector('cite')?.textContent).toBeTruthy()
    }
  })

  it('shows the four skill percentages as meters, the duplicate Strategy included', () => {
    renderLanding()
    const meters = screen.getAllByRole('meter')
    expect(meters.map((m) => [m.getAttribute('aria-labelledby') && document.getElementById(m.getAttribute('aria-labelledby')!)?.textContent, m.getAttribute('aria-valuenow')])).toEqual([
      ['Strategy', '87'],
      ['Positive Feedback', '91'],
      ['Strategy', '85'],
      ['Service', '96'],
    ])
  })

  it('shows four certificate images', () => {
    renderLanding()
    expect(within(section('Our Certificates')).getAllByRole('img', { name: /certificate$/ })).toHaveLength(4)
  })

  it('shows six blog cards, long ones cut to 90 words and an ellipsis, each with Read More', () => {
    renderLanding()
    const blogs = within(section('Latest Blogs'))
    const cards = blogs.getAllByRole('article')
    expect(cards).toHaveLength(6)
    cards.forEach((card, i) => {
      const article = blogArticles[i]!
      const excerpt = card.querySelector('p')!.textContent!
      if (wordsOf(article.description).length > 100) {
        expect(excerpt.endsWith('...')).toBe(true)
        expect(wordsOf(excerpt)).toHaveLength(90)
      } else {
        expect(excerpt).toBe(article.description)
      }
      expect(within(card).getByRole('link', { name: `Read More: ${article.title}` })).toHaveAttribute('href', expect.stringMatching(/^\/blogs\?article=/))
    })
  })

  it('offers phone, WhatsApp, message and email support buttons', () => {
    renderLanding()
    const support = within(section('Talk to a Fabric Expert'))
    expect(support.getByRole('link', { name: /^Call Us/ })).toHaveAttribute('href', expect.stringMatching(/^tel:\+91\d{10}$/))
    expect(support.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/91\d{10}$/))
    expect(support.getByRole('link', { name: /^Message/ })).toHaveAttribute('href', expect.stringMatching(/^sms:\+91\d{10}$/))
    expect(support.getByRole('link', { name: /^Email/ })).toHaveAttribute('href', 'mailto:support@tanabana.in')
  })

  it('gives every image an alt text and a size, so nothing shifts while they load', () => {
    const { container } = renderLanding()
    for (const img of container.querySelectorAll('img')) {
      expect(img).toHaveAttribute('alt')
      expect(img).toHaveAttribute('width')
      expect(img).toHaveAttribute('height')
    }
  })
})

describe('Landing page: products from the startup store', () => {
  it('shows the first 3 products as new arrivals', async () => {
    renderLanding()
    const arrivals = section('New Arrivals')
    const expected = seededProducts().slice(0, 3).map((p) => p.name)
    for (const name of expected) expect(await within(arrivals).findByRole('link', { name }, { timeout: 8000 })).toBeInTheDocument()
    expect(within(arrivals).getAllByRole('article')).toHaveLength(3)
    expect(within(arrivals).getByRole('link', { name: 'View All New Arrivals' })).toHaveAttribute('href', '/products?todaysDeals=true')
  })

  it('fills the best-deals carousel with the biggest discounts first, with a pause control', async () => {
    const { user } = renderLanding()
    const deals = bestDeals(seededProducts())
    expect(deals.length).toBeGreaterThan(2)
    // the products load from the fake backend and the carousel from its own lazy chunk
    const carousel = await screen.findByRole('region', { name: 'Best deals' }, { timeout: 8000 })
    const names = within(carousel).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(names).toEqual(deals.map((p) => p.name))
    const shares = deals.map(discountShare)
    expect([...shares].sort((a, b) => b - a)).toEqual(shares)

    // turning by itself, the carousel does not announce every slide; paused, it does
    expect(within(carousel).getByRole('status')).toHaveAttribute('aria-live', 'off')
    await user.click(screen.getByRole('button', { name: 'Pause best deals' }))
    expect(screen.getByRole('button', { name: 'Play best deals' })).toHaveTextContent('Play')
    expect(within(carousel).getByRole('status')).toHaveAttribute('aria-live', 'polite')
    await user.click(screen.getByRole('button', { name: 'Play best deals' }))
    expect(screen.getByRole('button', { name: 'Pause best deals' })).toHaveTextContent('Pause')
  })
})
