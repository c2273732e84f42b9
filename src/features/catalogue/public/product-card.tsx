import { Card, Group, Text, VisuallyHidden } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { Product } from '../../../../contracts/product'
import { formatRupees } from '../../../lib/money'
import { WishlistHeart } from '../../wishlist/public/wishlist-heart'
import classes from './product-card.module.css'
import { RatingStars } from './rating-stars'

interface ProductCardProps {
  readonly product: Product
  /** Extra controls under the card (the wishlist's Move to Cart). */
  readonly actions?: ReactNode
}

/**
 * A product in a grid (listing, landing, wishlist): image in a fixed frame, name, whole stars
 * when the average is above 0, and the per-metre price with the list price struck through
 * (SPEC 2). Opens /product/<id> with the product in navigation state, so the page renders at once.
 */
export function ProductCard({ product, actions }: ProductCardProps) {
  const variety = product.productVarieties[0]
  const image = variety?.images[0]
  const categories = product.category.map((c) => c.categoryName).join(', ')
  const rating = product.averageRating ?? 0
  const to = `/product/${encodeURIComponent(product._id)}`

  return (
    <Card withBorder radius="md" padding={0} className={classes.card} component="article">
      <div className={classes.media}>
        {/* decorative duplicate of the name link below: hidden from keyboard and screen readers */}
        <Link to={to} state={{ product }} tabIndex={-1} aria-hidden="true">
          {image ? (
            <img className={classes.image} src={image} alt="" loading="lazy" decoding="async" width={400} height={500} />
          ) : (
            <span className={classes.noImage}>No image</span>
          )}
        </Link>
        <div className={classes.heart}>
          <WishlistHeart product={product} />
        </div>
      </div>
      <div className={classes.body}>
        {categories && (
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} lineClamp={1}>
            {categories}
          </Text>
        )}
        <Text component="h3" size="md" m={0} lineClamp={2}>
          <Link to={to} state={{ product }} className={classes.name}>
            {product.name}
          </Link>
        </Text>
        {rating > 0 && <RatingStars value={rating} mode="filled-only" size={14} label={`Rated ${Math.floor(rating)} out of 5`} />}
        {variety && (
          <Group gap={8} align="baseline" mt="auto">
            <Text fw={700} size="lg" c="dark.8">
              {formatRupees(variety.discountedPrice)}
            </Text>
            <Text size="sm" c="dimmed" td="line-through">
              <VisuallyHidden>was </VisuallyHidden>
              {formatRupees(variety.pricepermeter)}
            </Text>
            <Text size="xs" c="dimmed">
              per metre
            </Text>
          </Group>
        )}
      </div>
      {actions && <div style={{ padding: '0 var(--mantine-spacing-md) var(--mantine-spacing-md)' }}>{actions}</div>}
    </Card>
  )
}
