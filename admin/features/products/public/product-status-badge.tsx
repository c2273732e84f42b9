import { Badge } from '@mantine/core'
import type { ProductStatus } from '../../../../contracts/admin/admin-products'
import { PRODUCTS_SCREEN } from '../../../../contracts/admin/catalogue-screens'

export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = { active: PRODUCTS_SCREEN.onSale, archived: PRODUCTS_SCREEN.archived }

/** On sale, or archived (kept whole, out of buyers' sight). */
export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  return (
    <Badge color={status === 'active' ? 'leaf' : 'gray'} variant={status === 'active' ? 'light' : 'outline'} radius="sm" tt="none" style={{ flexShrink: 0, overflow: 'visible' }} styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}>
      {PRODUCT_STATUS_LABELS[status]}
    </Badge>
  )
}
