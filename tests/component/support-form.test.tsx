import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TEXT_MAX } from '../../contracts/limits'
import { mockBackend } from '../../mocks/node'
import { setScenario } from '../../mocks/scenarios'
import { SupportForm } from '../../src/features/support/public/support-form'
import { renderWithProviders, setupMockBackend } from '../setup/render'

setupMockBackend()

const sentRequests = () => mockBackend.db.get('supportRequests')

function renderForm(variant?: 'contact' | 'profile') {
  const result = renderWithProviders(<SupportForm variant={variant} />)
  const form = screen.getByRole('form')
  return { ...result, form }
}

describe('SupportForm', () => {
  it('labels its fields for the contact page and for the profile', () => {
    renderForm('contact')
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /^Contact Details/ })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /^Message/ })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  })

  it('uses the profile wording by default: name, email or phone, query', () => {
    renderForm()
    expect(screen.getByRole('textbox', { name: /^Email or Phone/ })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /^Query/ })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled()
  })

  it('says "Please fill all the fields" and sends nothing when a field is empty', async () => {
    const { user } = renderForm('contact')
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Asha Verma')
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Need 500 m of linen')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByText('Please fill all the fields')).toBeInTheDocument()
    expect(sentRequests()).toEqual([])
    // what was typed stays
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Asha Verma')
  })

  it('marks each blank field under it, focuses the first, and drops a mark once its field is edited', async () => {
    const { user } = renderForm('contact')
    await user.type(screen.getByRole('textbox', { name: /^Contact Details/ }), 'asha@example.in')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Please fill all the fields')).toBeInTheDocument()
    const name = screen.getByRole('textbox', { name: /^Name/ })
    const message = screen.getByRole('textbox', { name: /^Message/ })
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Required')
    expect(message).toHaveAccessibleDescription(`Required 0 / ${TEXT_MAX.supportMessage} characters`)
    expect(screen.getByRole('textbox', { name: /^Contact Details/ })).not.toHaveAttribute('aria-invalid')
    await waitFor(() => expect(name).toHaveFocus())

    await user.type(name, 'Asha Verma')
    expect(name).not.toHaveAttribute('aria-invalid')
    expect(message).toHaveAttribute('aria-invalid', 'true')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await waitFor(() => expect(message).toHaveFocus())
    expect(sentRequests()).toEqual([])
  })

  it('stops a message at the most the store keeps, and says how much is used', async () => {
    const { user } = renderForm('contact')
    const message = screen.getByRole('textbox', { name: /^Message/ })
    await user.click(message)
    await user.paste('x'.repeat(TEXT_MAX.supportMessage + 20))
    expect(message).toHaveValue('x'.repeat(TEXT_MAX.supportMessage))
    expect(message).toHaveAccessibleDescription(`${TEXT_MAX.supportMessage} / ${TEXT_MAX.supportMessage} characters`)
  })

  it('treats a field of blanks as empty', async () => {
    const { user } = renderForm()
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Asha')
    await user.type(screen.getByRole('textbox', { name: /^Email or Phone/ }), '   ')
    await user.type(screen.getByRole('textbox', { name: /^Query/ }), 'Swatches?')
    await user.click(screen.getByRole('button', { name: 'Submit' }))

    expect(await screen.findByText('Please fill all the fields')).toBeInTheDocument()
    expect(sentRequests()).toEqual([])
  })

  it('sends name, contactDetails and message, says "Form submitted successfully!" and clears the form', async () => {
    const { user } = renderForm('contact')
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), '  Asha Verma ')
    await user.type(screen.getByRole('textbox', { name: /^Contact Details/ }), 'asha@example.in')
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Need 500 m of linen')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByText('Form submitted successfully!')).toBeInTheDocument()
    expect(sentRequests()).toHaveLength(1)
    expect(sentRequests()[0]).toMatchObject({ name: 'Asha Verma', contactDetails: 'asha@example.in', message: 'Need 500 m of linen' })
    for (const field of screen.getAllByRole('textbox')) expect(field).toHaveValue('')
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  })

  it('locks the button as "Submiting..." while sending', async () => {
    setScenario('support', 'slow', { delayMs: 400 })
    const { user } = renderForm()
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Asha')
    await user.type(screen.getByRole('textbox', { name: /^Email or Phone/ }), '9876543210')
    await user.type(screen.getByRole('textbox', { name: /^Query/ }), 'Swatches?')
    await user.click(screen.getByRole('button', { name: 'Submit' }))

    const busy = screen.getByRole('button', { name: 'Submiting...' })
    expect(busy).toBeDisabled()
    expect(screen.getByRole('textbox', { name: /^Query/ })).toHaveAttribute('readonly')
    // a second click while sending sends nothing more
    await user.click(busy)
    expect(await screen.findByText('Form submitted successfully!')).toBeInTheDocument()
    expect(sentRequests()).toHaveLength(1)
  })

  it.each([
    ['the server refuses', 'server-error'],
    ['the network is down', 'network'],
  ] as const)('when %s: says "Error submitting form. Please try again.", keeps the text and lets the user retry', async (_, mode) => {
    setScenario('support', mode)
    const { user, form } = renderForm('contact')
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Asha Verma')
    await user.type(within(form).getByRole('textbox', { name: /^Contact Details/ }), 'asha@example.in')
    await user.type(within(form).getByRole('textbox', { name: /^Message/ }), 'Need 500 m of linen')
    await user.click(within(form).getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByText('Error submitting form. Please try again.')).toBeInTheDocument()
    expect(within(form).getByRole('textbox', { name: /^Message/ })).toHaveValue('Need 500 m of linen')
    const button = within(form).getByRole('button', { name: 'Send Message' })
    expect(button).toBeEnabled()

    setScenario('support', 'success')
    await user.click(button)
    expect(await screen.findByText('Form submitted successfully!')).toBeInTheDocument()
    await waitFor(() => expect(sentRequests()).toHaveLength(1))
  })
})
