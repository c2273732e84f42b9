import { UnstyledButton } from '@mantine/core'
import { Link } from 'react-router-dom'
import { useCartCount } from '../../state/cart-context'
import { useBreakpoint } from '../../ui/breakpoints'
import buttons from '../../ui/chrome-buttons.module.css'
import { CartIcon, HeartIcon, UserIcon } from '../../ui/icons'
import { LocationLine } from './location-line'
import classes from './header.module.css'

/** The signed-in header: wishlist, cart with its count, account, and the location line. */
export function HeaderAccount() {
  const cartCount = useCartCount()
  // SPEC 2: the account icon opens the profile on wide screens and the settings hub under 800 px
  const accountPath = useBreakpoint('below800') ? '/my-setting' : '/user-profile'
  return (
    <div className={classes.account}>
      <div className={classes.icons}>
        <UnstyledButton component={Link} to="/wishlist" className={`${buttons.icon} ${buttons.subtle}`} aria-label="Wishlist">
          <HeartIcon />
        </UnstyledButton>
        <UnstyledButton
          component={Link}
          to="/cart"
          aria-label={cartCount > 0 ? `Cart, ${cartCount} ${cartCount === 1 ? 'product' : 'products'}` : 'Cart'}
          className={`${buttons.icon} ${buttons.subtle} ${classes.cartIcon}`}
        >
          <CartIcon />
          {cartCount > 0 && (
            <span className={classes.badge} aria-hidden="true">
              {cartCount > 99 ? '99+' : cartCount}
            </span>
          )}
        </UnstyledButton>
        <UnstyledButton component={Link} to={accountPath} className={`${buttons.icon} ${buttons.subtle}`} aria-label="Account">
          <UserIcon />
        </UnstyledButton>
      </div>
      <LocationLine />
    </div>
  )
}
