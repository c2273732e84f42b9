import { Skeleton } from '@mantine/core'
import { memo } from 'react'
import type { Product } from '../../../contracts/product'
import { LISTING_PAGE_SIZE } from '../../../contracts/listing-rules'
import { ProductCard } from './public/product-card'
import classes from './product-grid.module.css'

/**
 * How many leading cards load their image at once, with high priority: the first row (two
 * cards on a phone), where one of them is the page's largest paint.
 */
const PRIORITY_CARDS = 2

/**
 * The listing's grid: 2, 3 or 4 columns by the width it has (product-grid.module.css, the same
 * grid as the skeleton's below). A plain <ul> with a CSS grid: Mantine's responsive SimpleGrid
 * recomputes its media-query styles on each render. Memoised on the products array: while the
 * next page loads the listing keeps the same array, so a filter click re-renders the filters
 * only, and the grid once, when the answer arrives (the fake backend's handler runs on the
 * same main thread meanwhile).
 */
export const ProductGrid = memo(function ProductGrid({ products }: { products: readonly Product[] }) {
  return (
    <div className={classes.results}>
      <ul className={classes.grid}>
        {products.map((p, index) => (
          <li key={p._id}>
            <ProductCard product={p} priority={index < PRIORITY_CARDS} />
          </li>
        ))}
      </ul>
    </div>
  )
})

/** Placeholders with the cards' shape, so nothing moves when the products arrive. */
export function ProductGridSkeleton() {
  return (
    <div className={classes.results} aria-hidden="true">
      <div className={classes.grid}>
        {Array.from({ length: LISTING_PAGE_SIZE }, (_, i) => (
          <div key={i}>
            <Skeleton className={classes.skeletonImage} radius="md" />
            <Skeleton height={14} mt="sm" width="40%" />
            <Skeleton height={18} mt="xs" width="80%" />
            <Skeleton height={20} mt="xs" width="55%" />
          </div>
        ))}
      </div>
    </div>
  )
}
