import { Button, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import type { Product } from '../../../contracts/product'
import { WishlistContext } from '../../state/wishlist-context'
import { ProductCard } from '../catalogue/public/product-card'
import { AddToCartPopup } from '../product/public/add-to-cart-popup'

const GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4 } as const
/** The cards' width in GRID_COLS's columns (Mantine's xs, md and lg: 576, 992 and 1200 px), in the xl container. */
const CARD_SIZES = '(max-width: 575.98px) calc(100vw - 32px), (max-width: 991.98px) 50vw, (max-width: 1199.98px) 33vw, 310px'

function EmptyWishlist() {
  return (
    <Stack align="center" gap="sm" py={64} ta="center">
      <Title order={2}>Let's Grab Something</Title>
      <Text c="dimmed" maw={420}>
        Tap the heart on any fabric to keep it here for later.
      </Text>
      <Button component={Link} to="/products" color="dark" mt="sm">
        Continue Shopping
      </Button>
    </Stack>
  )
}

/** My Wishlist, /wishlist (SPEC 2): the saved products, each movable to the cart, or the empty state. */
export function WishlistPage() {
  const wishlist = WishlistContext.useActorRef()
  const entries = WishlistContext.useSelector((s) => s.context.entries)
  const firstLoad = WishlistContext.useSelector((s) => (s.matches('loading') || s.matches('empty')) && s.context.entries.length === 0)
  const [moving, setMoving] = useState<{ product: Product; colour: string | undefined } | null>(null)

  // the list may have changed on another device since sign-in
  useEffect(() => wishlist.send({ type: 'wishlist.load' }), [wishlist])

  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="lg">
        My Wishlist
      </Title>
      {firstLoad ? (
        <SimpleGrid cols={GRID_COLS} spacing="lg" aria-busy="true" aria-label="Loading wishlist">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} radius="md" style={{ aspectRatio: '4 / 6', height: 'auto' }} />
          ))}
        </SimpleGrid>
      ) : entries.length === 0 ? (
        <EmptyWishlist />
      ) : (
        <SimpleGrid cols={GRID_COLS} spacing="lg" verticalSpacing="xl" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {entries.map(({ product, color }) => (
            <li key={product._id}>
              <ProductCard
                product={product}
                sizes={CARD_SIZES}
                actions={
                  <Button fullWidth color="dark" onClick={() => setMoving({ product, colour: color })}>
                    Move to Cart
                  </Button>
                }
              />
            </li>
          ))}
        </SimpleGrid>
      )}
      {moving && (
        <AddToCartPopup
          product={moving.product}
          colour={moving.colour}
          mode="wishlist"
          opened
          onClose={() => setMoving(null)}
        />
      )}
    </Container>
  )
}
