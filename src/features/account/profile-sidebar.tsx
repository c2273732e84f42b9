import { Link } from 'react-router-dom'
import { PROFILE_SECTIONS, profileSectionLabels, profileSectionPath, type ProfileSection } from './public/profile-sections'
import classes from './profile-sidebar.module.css'

interface ProfileSidebarProps {
  readonly current: ProfileSection
}

/** The section links of /user-profile (shown above 800 px); each is a real address. */
export function ProfileSidebar({ current }: ProfileSidebarProps) {
  return (
    <nav aria-label="Profile sections" className={classes.nav}>
      {PROFILE_SECTIONS.map((section) => (
        <Link
          key={section}
          to={profileSectionPath(section)}
          className={classes.link}
          aria-current={section === current ? 'page' : undefined}
        >
          {profileSectionLabels[section]}
        </Link>
      ))}
    </nav>
  )
}
