import type { ComponentType } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { BookIcon, HomeIcon, SpoolIcon, UserIcon } from '../../ui/icons'
import { mobileNavItems } from './navigation'
import classes from './mobile-navbar.module.css'

const ICONS: Record<(typeof mobileNavItems)[number]['icon'], ComponentType<{ size?: number }>> = {
  home: HomeIcon,
  explore: SpoolIcon,
  blogs: BookIcon,
  profile: UserIcon,
}

/** SPEC 2: Home, Explore, Blogs, Profile along the bottom, shown under 700 px (CSS). */
export function MobileNavbar() {
  const { pathname } = useLocation()
  return (
    <nav aria-label="Mobile" className={classes.navbar}>
      {mobileNavItems.map((item) => {
        const Icon = ICONS[item.icon]
        const active = item.isActive(pathname)
        return (
          <Link key={item.label} to={item.to} className={classes.item} data-active={active || undefined} aria-current={active ? 'page' : undefined}>
            <Icon size={22} />
            <span>{item.label}</span>
          </Link>
        )
      })}
    </nav>
  )
}
