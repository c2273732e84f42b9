import type { ComponentType } from 'react'
import { FacebookIcon, InstagramIcon, LinkedInIcon, XLogoIcon, YouTubeIcon } from '../../ui/icons'
import classes from './footer.module.css'

const SOCIAL: ReadonlyArray<{ name: string; href: string; Icon: ComponentType<{ size?: number }> }> = [
  { name: 'Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { name: 'Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { name: 'X', href: 'https://x.com/', Icon: XLogoIcon },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/', Icon: LinkedInIcon },
  { name: 'YouTube', href: 'https://www.youtube.com/', Icon: YouTubeIcon },
]

/** Social icons; each link is named for the network, since the icon alone says nothing to a screen reader. */
export function SocialLinks() {
  return (
    <ul className={classes.social} aria-label="Tanabana on social media">
      {SOCIAL.map(({ name, href, Icon }) => (
        <li key={name}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`Tanabana on ${name} (opens in a new tab)`} className={classes.socialLink}>
            <Icon size={20} />
          </a>
        </li>
      ))}
    </ul>
  )
}
