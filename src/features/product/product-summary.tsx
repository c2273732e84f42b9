import { Badge, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import type { Product } from '../../../contracts/product'
import { formatDollars } from '../../lib/money'
import { RatingStars } from '../catalogue/public/rating-stars'
import { WishlistButton } from '../wishlist/public/wishlist-button'
import { ColourSwatches } from './colour-swatches'
import classes from './product.module.css'

interface ProductSummaryProps {
  readonly product: Product
  readonly varietyIndex: number
  readonly onSelectVariety: (index: number) => void
  readonly onAddToCart: () => void
  /** Watches the actions row: once scrolled past, the page offers the Add to Cart bar. */
  readonly actionsRef?: (element: HTMLDivElement | null) => void
}

/**
 * Name, rating, price (in dollars, as SPEC 2 has it on this page), colours, facts, badges and
 * the two actions. Add to Cart is disabled and reads 'Out Of Stock' at a stock of 0 or less.
 */
export function ProductSummary({ product, varietyIndex, onSelectVariety, onAddToCart, actionsRef }: ProductSummaryProps) {
  const variety = product.productVarieties[varietyIndex]
  const reviewCount = product.reviewCount ?? 0
  const average = product.averageRating ?? 0
  const inStock = (variety?.stock ?? 0) > 0
  const categories = product.category.map((c) => c.categoryName).join(', ')

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        {categories && (
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.08em' }}>
            {categories}
          </Text>
        )}
        <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2}>
          {product.name}
        </Title>
        <Group gap="xs">
          <RatingStars value={average} size={16} label={`Rated ${Math.floor(average)} out of 5`} />
          <Text size="sm" c="dimmed">
            ({reviewCount} {reviewCount === 1 ? 'review' : 'reviews'})
          </Text>
        </Group>
      </Stack>

      {variety && (
        <Group gap="sm" align="baseline">
          <Text fz={30} fw={700} c="dark.8">
            {formatDollars(variety.discountedPrice)}
          </Text>
          {variety.pricepermeter > variety.discountedPrice && (
            <Text size="lg" c="dimmed" td="line-through">
              <VisuallyHidden>was </VisuallyHidden>
              {formatDollars(variety.pricepermeter)}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            per metre
          </Text>
        </Group>
      )}

      {/* the theme's own palettes: their light badges (shade 9 on shade 1) pass WCAG AA, while
          Mantine's teal and green measured 4.3:1 and 3.8:1 under axe */}
      <Group gap="xs">
        <Badge color="indigo" variant="light" size="lg" radius="sm">
          Free Delivery
        </Badge>
        {inStock ? (
          <Badge color="leaf" variant="light" size="lg" radius="sm">
            In Stock
          </Badge>
        ) : (
          <Badge color="madder" variant="light" size="lg" radius="sm">
            Out Of Stock
          </Badge>
        )}
      </Group>

      {product.productVarieties.length > 0 && (
        <ColourSwatches
          varieties={product.productVarieties}
          value={variety?.color ?? ''}
          onChange={(_, index) => onSelectVariety(index)}
        />
      )}

      <dl className={classes.facts}>
        <dt>Category</dt>
        <dd>{categories || '—'}</dd>
        <dt>Fabric type</dt>
        <dd>{product.fabricType || '—'}</dd>
        <dt>Pattern</dt>
        <dd>{product.pattern || '—'}</dd>
      </dl>

      <Group ref={actionsRef} gap="sm" grow preventGrowOverflow={false}>
        <Button size="md" color="dark" onClick={onAddToCart} disabled={!inStock}>
          {inStock ? 'Add to Cart' : 'Out Of Stock'}
        </Button>
        <WishlistButton product={product} />
      </Group>
    </Stack>
  )
}
