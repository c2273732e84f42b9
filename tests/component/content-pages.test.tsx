import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockBackend } from '../../mocks/node'
import { AboutPage } from '../../src/features/content/about-page'
import { ContactPage } from '../../src/features/content/contact-page'
import { PrivacyPage } from '../../src/features/content/privacy-page'
import { TermsPage } from '../../src/features/content/terms-page'
import { renderWithProviders, setupMockBackend } from '../setup/render'

setupMockBackend()

describe('About Us', () => {
  it('tells the story, mission, vision, core values, refund and shipping policy, disclaimer and contact', () => {
    renderWithProviders(<AboutPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument()
    for (const name of ['Our Story', 'Our Mission', 'Our Vision', 'Core Values', 'Refund & Shipping Policy', 'Legal Disclaimer', 'Get in Touch With Us'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    expect(screen.getByText(/began in 1970/)).toBeInTheDocument()
    const policy = screen.getByRole('region', { name: 'Refund & Shipping Policy' })
    expect(policy).toHaveTextContent('3-10 working days')
    expect(policy).toHaveTextContent('7-10 business days')
    const contact = within(screen.getByRole('region', { name: 'Get in Touch With Us' }))
    expect(contact.getByRole('link', { name: 'support@tanabana.in' })).toHaveAttribute('href', 'mailto:support@tanabana.in')
  })
})

describe('Contact Us', () => {
  it('has the Get In Touch form and the location block with phone, email and address', () => {
    renderWithProviders(<ContactPage />)
    expect(screen.getByRole('heading', { name: 'Get In Touch' })).toBeInTheDocument()
    const form = within(screen.getByRole('form', { name: 'Get In Touch' }))
    expect(form.getByRole('textbox', { name: /^Name/ })).toBeInTheDocument()
    expect(form.getByRole('textbox', { name: /^Contact Details/ })).toBeInTheDocument()
    expect(form.getByRole('textbox', { name: /^Message/ })).toBeInTheDocument()

    const location = within(screen.getByRole('region', { name: 'Our Location' }))
    expect(location.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210')
    expect(location.getByRole('link', { name: 'support@tanabana.in' })).toHaveAttribute('href', 'mailto:support@tanabana.in')
    expect(location.getByText(/Surat, Gujarat 395002/)).toBeInTheDocument()
  })

  it('posts the message to support and says so', async () => {
    const { user } = renderWithProviders(<ContactPage />)
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ravi Kumar')
    await user.type(screen.getByRole('textbox', { name: /^Contact Details/ }), '9876501234')
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Bulk denim?')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Form submitted successfully!')).toBeInTheDocument()
    expect(mockBackend.db.get('supportRequests')).toMatchObject([
      { name: 'Ravi Kumar', contactDetails: '9876501234', message: 'Bulk denim?' },
    ])
  })
})

describe('Policy pages', () => {
  it.each([
    ['Terms & Conditions', TermsPage],
    ['Privacy Policy', PrivacyPage],
  ] as const)('%s carry the policy and the support contact address', (title, Page) => {
    renderWithProviders(<Page />)
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'support@tanabana.in' })).toHaveAttribute('href', 'mailto:support@tanabana.in')
    expect(screen.getByRole('heading', { level: 2, name: 'Governing law' })).toBeInTheDocument()
    expect(document.body).toHaveTextContent('registered business entities')
  })

  it('the terms give delivery, returns, refunds and cancellation', () => {
    renderWithProviders(<TermsPage />)
    for (const heading of ['Delivery', 'Returns', 'Refunds', 'Cancellation']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument()
    }
    expect(screen.getByRole('region', { name: 'Cancellation' })).toHaveTextContent(
      'within 12 hours of ordering or before dispatch, whichever is earlier',
    )
  })
})
