import { Container } from '@mantine/core'
import { useLocation } from 'react-router-dom'
import { OrderHistorySection } from '../orders/public/order-history-section'
import { FaqSection } from './faq-section'
import { MyAccountSection } from './my-account-section'
import { profileSectionFrom, type ProfileSection } from './public/profile-sections'
import classes from './profile-page.module.css'
import { ProfileSidebar } from './profile-sidebar'
import { SupportSection } from './support-section'

function SectionContent({ section }: { section: ProfileSection }) {
  switch (section) {
    case 'myAccount':
      return <MyAccountSection />
    case 'orderHistory':
      return <OrderHistorySection />
    case 'supportHelp':
      return <SupportSection />
    case 'faq':
      return <FaqSection />
  }
}

/**
 * /user-profile (SPEC 2): a sidebar above 800 px and the section chosen by `?section=` or the
 * navigation state's `page`. The login guard lives in the router.
 */
export function ProfilePage() {
  const location = useLocation()
  const section = profileSectionFrom(location.search, location.state)
  return (
    <Container size="lg" className={classes.layout}>
      <div className={classes.sidebar}>
        <ProfileSidebar current={section} />
      </div>
      <div>
        {/* keyed so that each section starts fresh (its own form or paging state) */}
        <SectionContent key={section} section={section} />
      </div>
    </Container>
  )
}
