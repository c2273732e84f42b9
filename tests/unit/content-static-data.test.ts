import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { AboutBlock, ChooseUsMetric, Service, SourceHighlight, Statistic, Testimonial } from '../../contracts/content'
import { aboutContent } from '../../src/features/content/data/about-content'
import { companyContact, contactLinks } from '../../src/features/content/data/company-contact'
import {
  aboutBlurb,
  FOUNDED_YEAR,
  hero,
  services,
  skills,
  sourcing,
  statistics,
  testimonials,
  testimonialsTitle,
  YEARS_OF_EXPERIENCE,
} from '../../src/features/content/data/landing-content'
import { privacyDocument } from '../../src/features/content/data/policy-privacy'
import { termsDocument, type PolicyDocument } from '../../src/features/content/data/policy-terms'

const valid = <S extends Schema.Top>(schema: S, values: readonly unknown[]) =>
  values.forEach((v) => expect(() => Schema.decodeUnknownSync(schema as never)(v)).not.toThrow())
const textOf = (doc: PolicyDocument) => [doc.intro, ...doc.sections.flatMap((s) => s.paragraphs)].join(' ')

describe('landing copy (SPEC 1 and 2)', () => {
  it('matches the contracts of static content', () => {
    valid(Testimonial, testimonials)
    valid(Service, services)
    valid(SourceHighlight, sourcing.highlights)
    valid(Statistic, statistics)
    valid(ChooseUsMetric, skills)
    valid(AboutBlock, [aboutBlurb])
  })

  it('carries the spec wording and figures', () => {
    expect(hero.headline).toBe('Quality is Our First Priority')
    expect(testimonialsTitle).toBe('What Customers Say About Us ?')
    expect([FOUNDED_YEAR, YEARS_OF_EXPERIENCE]).toEqual([1970, '25+'])
    expect(services.map((s) => s.title)).toEqual(['Digital Fabric Printing', 'Fabric Dyeing', 'Satin Weaving'])
    expect(statistics.map((s) => [s.title, s.figures])).toEqual([
      ['Yarn Sold', '$400+ Cr'],
      ['Average Order', '$19 Lakhs+'],
      ['Yarn Sourced', '1.5 Cr Kg'],
      ['Satisfied Customer', '78k+'],
    ])
    expect(skills.map((s) => [s.title, s.value])).toEqual([
      ['Strategy', '87'],
      ['Positive Feedback', '91'],
      ['Strategy', '85'],
      ['Service', '96'],
    ])
    expect(testimonials).toHaveLength(3)
  })
})

describe('policy text (SPEC 1 and 9)', () => {
  it.each([
    ['terms', termsDocument],
    ['privacy policy', privacyDocument],
  ])('the %s carry the support contact address and the legal frame', (_, doc) => {
    const text = textOf(doc)
    expect(text).toContain(companyContact.email)
    expect(text).toContain('registered business entities')
    expect(text).toMatch(/not for people under 18|not intended for people under 18/)
    expect(text).toContain('laws of India')
    expect(text).toContain('courts of Delhi')
  })

  it('the terms state delivery, returns, refunds and cancellation as SPEC 9 says', () => {
    const text = textOf(termsDocument)
    expect(text).toContain('3-10 working days')
    expect(text).toContain('within 3 days of delivery')
    expect(text).toContain('only for defective, damaged or incorrect items')
    expect(text).toContain('7-10 business days')
    expect(text).toContain('within 12 hours of ordering or before dispatch, whichever is earlier')
  })

  it('the about page repeats the same figures', () => {
    const text = [...aboutContent.refundAndShipping, aboutContent.disclaimer].join(' ')
    for (const figure of ['3-10 working days', '3 days of delivery', '7-10 business days', '12 hours', 'under 18', 'Delhi'])
      expect(text).toContain(figure)
  })

  it('contact links dial, message and mail the same number and address', () => {
    expect(contactLinks).toEqual({
      phone: `tel:${companyContact.phoneE164}`,
      whatsapp: `https://wa.me/${companyContact.whatsappNumber}`,
      message: `sms:${companyContact.phoneE164}`,
      email: 'mailto:support@tanabana.in',
    })
    expect(companyContact.phoneE164.replace('+', '')).toBe(companyContact.whatsappNumber)
  })
})
