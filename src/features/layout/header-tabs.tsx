import { Link, useLocation } from 'react-router-dom'
import { headerTabs } from './navigation'
import classes from './header.module.css'

/** Home, Explore, About, Contact Us; hidden at 700 px or narrower (header.module.css). */
export function HeaderTabs() {
  const { pathname } = useLocation()
  return (
    <nav aria-label="Main" className={classes.tabs}>
      {headerTabs.map((tab) => {
        const active = tab.isActive(pathname)
        return (
          <Link key={tab.label} to={tab.to} className={classes.tab} data-active={active || undefined} aria-current={active ? 'page' : undefined}>
            {tab.label}
          </Link>
        )
      })}
    </nav>
  )
}
