import { Button } from '@mantine/core'
import type { Product } from '../../../../contracts/product'
import { useWishlistToggle } from './use-wishlist-toggle'
import { HeartIcon } from './wishlist-heart'

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
