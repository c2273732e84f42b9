import { memo } from 'react'
import type { Product } from '../../../../contracts/product'
import { useWishlistToggle } from './use-wishlist-toggle'
import classes from './wishlist-heart.module.css'

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

interface HeartButtonProps {
  readonly productName: string
  readonly wished: boolean
  readonly busy: boolean
  readonly onToggle: () => void
}

/**
 * The button itself: a plain element styled by the CSS module, like the product card around it
 * (a listing mounts a dozen hearts on every filter click, and Mantine's ActionIcon resolves its
 * style props on each render). Memoised: a URL change re-runs the card's hooks, not the button.
 */
const HeartButton = memo(function HeartButton({ productName, wished, busy, onToggle }: HeartButtonProps) {
  return (
    <button
      type="button"
      className={classes.heart}
      onClick={onToggle}
      disabled={busy}
      aria-pressed={wished}
      aria-label={wished ? `Remove ${productName} from wishlist` : `Add ${productName} to wishlist`}
    >
      <HeartIcon filled={wished} />
    </button>
  )
})

/** The heart on a product card: adds or removes the product, disabled while its call runs. */
export function WishlistHeart({ product }: { product: Product }) {
  const { wished, busy, toggle } = useWishlistToggle(product)
  return <HeartButton productName={product.name} wished={wished} busy={busy} onToggle={toggle} />
}
