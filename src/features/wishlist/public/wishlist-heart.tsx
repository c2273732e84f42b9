import { ActionIcon, Button } from '@mantine/core'
import type { Product } from '../../../../contracts/product'
import { useWishlistToggle } from './use-wishlist-toggle'

export function HeartIcon({ filled, size = 20 }: { filled: boolean; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.8 3.9 4.5 7.3 4.5c2 0 3.5 1.1 4.7 2.7 1.2-1.6 2.7-2.7 4.7-2.7 3.4 0 5.7 3.3 4.5 6.7-1.7 4.7-9.2 9.3-9.2 9.3z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** The heart on a product card: adds or removes the product, disabled while its call runs. */
export function WishlistHeart({ product }: { product: Product }) {
  const { wished, busy, toggle } = useWishlistToggle(product)
  return (
    <ActionIcon
      variant="white"
      // the theme's madder, not Mantine's red (3.3:1 on white): the same dye as every other alert
      color={wished ? 'madder' : 'dark'}
      radius="xl"
      size="lg"
      onClick={toggle}
      disabled={busy}
      aria-pressed={wished}
      aria-label={wished ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
      style={{ boxShadow: 'var(--mantine-shadow-sm)' }}
    >
      <HeartIcon filled={wished} />
    </ActionIcon>
  )
}

/** The product page's Add to Wishlist button: the same toggle with a text label. */
export function WishlistButton({ product }: { product: Product }) {
  const { wished, busy, toggle } = useWishlistToggle(product)
  return (
    <Button
      variant="outline"
      // 'Remove from Wishlist' in Mantine's red measured 3.3:1 on white; madder-7 passes AA
      color={wished ? 'madder' : 'dark'}
      onClick={toggle}
      disabled={busy}
      aria-pressed={wished}
      leftSection={<HeartIcon filled={wished} size={18} />}
    >
      {wished ? 'Remove from Wishlist' : 'Add to Wishlist'}
    </Button>
  )
}
