import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Footer } from '../../src/features/layout/footer'
import { MobileNavbar } from '../../src/features/layout/mobile-navbar'
import { renderWithProviders, setupMockBackend } from '../setup/render'

setupMockBackend()

const hrefs = (nav: HTMLElement) => within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])

describe('footer', () => {
  it('lists the quick links and the about links of SPEC 2', () => {
    renderWithProviders(<Footer />)
    expect(hrefs(screen.getByRole('navigation', { name: 'Quick Links' }))).toEqual([
      ['My Cart', '/cart'],
      ['My Wishlist', '/wishlist'],
      ['My Orders', '/user-profile?section=orderHistory'],
      ['Order History', '/user-profile?section=orderHistory'],
      ['Setting', '/user-profile?section=myAccount'],
    ])
    expect(hrefs(screen.getByRole('navigation', { name: 'About' }))).toEqual([
      ['About Us', '/about-us'],
      ['Contact Us', '/contact-us'],
      ['Blogs', '/blogs'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms & Conditions', '/tNc'],
    ])
  })

  it('shows 15 payment-method logos, each with alt text and a fixed size', () => {
    renderWithProviders(<Footer />)
    const strip = screen.getByRole('region', { name: 'Accepted payment methods' })
    const logos = within(strip).getAllByRole('img')
    expect(logos).toHaveLength(15)
    expect(logos.map((img) => img.getAttribute('alt'))).toContain('RuPay')
    expect(logos.map((img) => img.getAttribute('alt'))).toContain('Cash on Delivery')
    for (const img of logos) {
      expect(img.getAttribute('alt')).not.toBe('')
      expect(img).toHaveAttribute('width', '64')
      expect(img).toHaveAttribute('height', '40')
    }
  })

  it('names every social link and opens it safely in a new tab', () => {
    renderWithProviders(<Footer />)
    const social = within(screen.getByRole('list', { name: 'Tanabana on social media' })).getAllByRole('link')
    expect(social.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Tanabana on Facebook (opens in a new tab)',
      'Tanabana on Instagram (opens in a new tab)',
      'Tanabana on X (opens in a new tab)',
      'Tanabana on LinkedIn (opens in a new tab)',
      'Tanabana on YouTube (opens in a new tab)',
    ])
    for (const a of social) expect(a).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('keeps the spec quirk: Subscribe does nothing', async () => {
    const { user, router } = renderWithProviders(<Footer />)
    const email = screen.getByRole('textbox', { name: 'Email address' })
    expect(email).toHaveAttribute('type', 'email')
    await user.type(email, 'buyer@mill.in')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(email).toHaveValue('buyer@mill.in')
    expect(router.location.pathname).toBe('/')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the company text and the copyright line', () => {
    renderWithProviders(<Footer />)
    expect(screen.getByText(/Tanabana Textiles Pvt\. Ltd\., 14 Weavers' Lane/)).toBeInTheDocument()
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Tanabana`))).toBeInTheDocument()
  })
})

describe('mobile navbar', () => {
  it('has Home, Explore, Blogs and Profile, marking the current one', () => {
    renderWithProviders(<MobileNavbar />, { route: '/blogs', path: '*' })
    const nav = screen.getByRole('navigation', { name: 'Mobile' })
    expect(hrefs(nav)).toEqual([
      ['Home', '/'],
      ['Explore', '/products'],
      ['Blogs', '/blogs'],
      ['Profile', '/my-setting'],
    ])
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Blogs')
  })
})
