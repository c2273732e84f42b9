import content from './content.module.css'
import { AboutBlurb } from './landing/about-blurb'
import { BestDealsSection } from './landing/best-deals-section'
import { BlogCardsSection } from './landing/blog-cards-section'
import { CertificatesSection } from './landing/certificates-section'
import { HeroSection } from './landing/hero-section'
import { HeroStrip } from './landing/hero-strip'
import { NewArrivalsSection } from './landing/new-arrivals-section'
import { ServicesSection } from './landing/services-section'
import { SkillsSection } from './landing/skills-section'
import { SourcingSection } from './landing/sourcing-section'
import { StatisticsStrip } from './landing/statistics-strip'
import { SupportBlock } from './landing/support-block'
import { TestimonialsSection } from './landing/testimonials-section'

/**
 * The landing page (/ and /home; SPEC 1 and 2): every block SPEC 1 lists. The fabrics (Best
 * Deals, New Arrivals) come right after the hero, the rest in the order the spec lists them:
 * last in that order they came after some 10,000 px on a phone (issue 28). The markup itself is
 * in this order, at every width, so the tab order follows what is seen.
 */
export function LandingPage() {
  return (
    <div className={content.page}>
      <HeroSection />
      <HeroStrip />
      <BestDealsSection />
      <NewArrivalsSection />
      <AboutBlurb />
      <ServicesSection />
      <SourcingSection />
      <StatisticsStrip />
      <TestimonialsSection />
      <SkillsSection />
      <CertificatesSection />
      <BlogCardsSection />
      <SupportBlock />
    </div>
  )
}
