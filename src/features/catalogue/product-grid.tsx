import { SimpleGrid, Skeleton } from '@mantine/core'
import type { Product } from '../../../contracts/product'
import { PAGE_SIZE } from '../../lib/listing-filters'
import { ProductCard } from './public/product-card'
import classes from './products-page.module.css'

const GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4 } as const

/** The listing's grid: 4, 3, 2 or 1 columns by width. */
export function ProductGrid({ products }: { products: readonly Product[] }) {
  return (
    <SimpleGrid cols={GRID_COLS} spacing="lg" verticalSpacing="xl" component="ul" className={classes.grid}>
      {products.map((p) => (
        <li key={p._id}>
          <ProductCard product={p} />
        </li>
      ))}
    </SimpleGrid>
  )
}

/** Placeholders with the cards' shape, so nothing moves when the products arrive. */
export function ProductGridSkeleton() {
  return (
    <SimpleGrid cols={GRID_COLS} spacing="lg" verticalSpacing="xl" aria-hidden="true">
      {Array.from({ length: PAGE_SIZE }, (_, i) => (
        <div key={i}>
          <Skeleton className={classes.skeletonImage} radius="md" />
          <Skeleton height={14} mt="sm" width="40%" />
          <Skeleton height={18} mt="xs" width="80%" />
          <Skeleton height={20} mt="xs" width="55%" />
        </div>
      ))}
    </SimpleGrid>
  )
}
