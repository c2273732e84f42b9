import { Anchor, Button, Container, Divider, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useReducedMotion } from '../../ui/use-reduced-motion'
import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { Link, useLocation, useParams } from 'react-router-dom'
import { productPageHead } from '../../../contracts/pages'
import type { Product, ProductReviewsResponse } from '../../../contracts/product'
import { productDetailMachine } from '../../machines/product-detail.machine'
import { addToCartMachine } from '../../machines/add-to-cart.machine'
import { useServerPageData } from '../../state/hydration'
import { startedByExplorer, useIsExplored, useScreenActor } from '../../state/machine-registry'
import { useSession } from '../../state/session-context'
import { useDocumentTitle } from '../../ui/document-head'
import { useScrolledPast } from '../../ui/use-scrolled-past'
import { useSendToLogin } from '../../ui/use-send-to-login'
import { formatDollars } from '../../lib/money'
import { ProductReviews } from '../reviews/public/product-reviews'
import { AddToCartBar } from './add-to-cart-bar'
import { ProductGallery } from './product-gallery'
import { ProductSummary } from './product-summary'
import classes from './product.module.css'
import { AddToCartPopup } from './public/add-to-cart-popup'

/** The sticky header's height (76 px and its 4 px selvedge): a button under it is out of reach. */
const HEADER_HEIGHT = 80

function productFromState(state: unknown): Product | null {
  const product = (state as { product?: Product } | null)?.product
  return product && typeof product === 'object' && typeof product._id === 'string' ? product : null
}

function ProductSkeleton() {
  return (
    <div className={classes.layout} aria-busy="true" aria-label="Loading product">
      <Skeleton style={{ aspectRatio: '1 / 1', height: 'auto' }} radius="md" />
      <Stack gap="md">
        <Skeleton height={14} width="30%" />
        <Skeleton height={36} width="80%" />
        <Skeleton height={18} width="40%" />
        <Skeleton height={32} width="35%" />
        <Skeleton height={120} />
      </Stack>
    </div>
  )
}

function ProductDetail({
  productId,
  initialProduct,
  firstReviews,
}: {
  productId: string
  initialProduct: Product | null
  /** The first reviews the server rendered the page with. */
  firstReviews: ProductReviewsResponse | null
}) {
  const input = { productId, product: initialProduct }
  const detail = useScreenActor(productDetailMachine, input)
  // opened by the state explorer in a chosen state: the snapshot carries its product and holds,
  // so the motion preference is not fed in to move it elsewhere
  const followLive = !startedByExplorer(detail)
  const value = useSelector(detail, (s) => (s.matches('showing') ? 'showing' : (s.value as string)))
  const { product, varietyIndex, imageIndex, holds } = useSelector(detail, (s) => s.context)
  // the tab and the description name the product once it is known (the route's title meanwhile)
  const head = product ? productPageHead(product) : null
  useDocumentTitle(head?.title, head?.description)

  const reducedMotion = useReducedMotion()
  useEffect(() => {
    if (followLive) detail.send({ type: reducedMotion ? 'gallery.hold' : 'gallery.release', reason: 'reducedMotion' })
  }, [detail, reducedMotion, followLive])

  const { isLoggedIn } = useSession()
  const sendToLogin = useSendToLogin()
  // the state explorer may ask for the add-to-cart popup's machine: open the popup that runs it
  const addToCartExplored = useIsExplored(addToCartMachine)
  const [addingToCart, setAddingToCart] = useState(addToCartExplored)
  // past the page's Add to Cart, a phone keeps one in reach (the bar)
  const [watchActions, pastActions] = useScrolledPast<HTMLDivElement>(HEADER_HEIGHT)

  if (value === 'notFound' || value === 'unavailable') {
    return (
      <Stack align="center" gap="sm" py={64} ta="center">
        <Title order={1}>{value === 'notFound' ? 'Product not found' : 'This product could not be loaded'}</Title>
        <Text c="dimmed" maw={460}>
          {value === 'notFound'
            ? 'It may have been removed from the catalogue, or the link is mistyped.'
            : 'Check your connection and try again.'}
        </Text>
        {value === 'unavailable' && (
          <Button color="dark" onClick={() => detail.send({ type: 'product.retry' })}>
            Try again
          </Button>
        )}
        <Anchor component={Link} to="/products">
          Browse all products
        </Anchor>
      </Stack>
    )
  }
  if (value !== 'showing' || !product) return <ProductSkeleton />

  const variety = product.productVarieties[varietyIndex]
  const images = variety?.images ?? []
  const openAddToCart = () => {
    if (!isLoggedIn) return sendToLogin()
    setAddingToCart(true)
  }

  return (
    <>
      <div className={classes.layout}>
        <ProductGallery
          name={product.name}
          images={images}
          index={Math.min(imageIndex, Math.max(images.length - 1, 0))}
          pausedByUser={holds.includes('user')}
          motionReduced={holds.includes('reducedMotion')}
          onShow={(index) => detail.send({ type: 'gallery.show', index })}
          onNext={() => detail.send({ type: 'gallery.next' })}
          onPrevious={() => detail.send({ type: 'gallery.previous' })}
          onHold={(reason) => detail.send({ type: 'gallery.hold', reason })}
          onRelease={(reason) => detail.send({ type: 'gallery.release', reason })}
        />
        <ProductSummary
          product={product}
          varietyIndex={varietyIndex}
          onSelectVariety={(index) => detail.send({ type: 'variety.select', index })}
          onAddToCart={openAddToCart}
          actionsRef={watchActions}
        />
      </div>

      <Divider my={48} />
      <section aria-labelledby="description-heading">
        <Title order={2} id="description-heading" mb="sm">
          Product Description
        </Title>
        <Text className={classes.description} maw={820}>
          {product.description}
        </Text>
      </section>

      <Divider my={48} />
      <ProductReviews product={product} firstReviews={firstReviews} onReviewed={() => detail.send({ type: 'product.refresh' })} />

      <AddToCartBar
        name={product.name}
        price={variety ? formatDollars(variety.discountedPrice) : null}
        inStock={(variety?.stock ?? 0) > 0}
        shown={pastActions}
        onAddToCart={openAddToCart}
      />

      <AddToCartPopup
        product={product}
        colour={variety?.color}
        opened={addingToCart}
        onClose={() => setAddingToCart(false)}
      />
    </>
  )
}

/**
 * The product page, /product/:id (SPEC 2). Opened from a card it renders the product from
 * navigation state at once; on a direct load or reload it loads that product alone.
 */
export function ProductPage() {
  const { id = '' } = useParams<{ id: string }>()
  const location = useLocation()
  const served = useServedPage(id)
  // the server's copy first: it is what the HTML shows (a reload keeps the navigation state of
  // the card the page was first opened from, whose copy may be older: another review, less stock)
  const initialProduct = served?.product ?? productFromState(location.state)
  return (
    <Container size="xl" py="xl">
      {/* a new id is a new page: fresh machine, gallery and popups */}
      <ProductDetail key={id} productId={id} initialProduct={initialProduct} firstReviews={served?.reviews ?? null} />
    </Container>
  )
}

/**
 * What a server-rendered page hands over (the product it shows, its first reviews), for the
 * product it was served for and for the page's first render only: the machines start from it
 * once, as the HTML shows it. Any later render gets null, so coming back to that product after a
 * client-side navigation reads it afresh instead of starting from the served copy, stale by then.
 */
function useServedPage(id: string): { readonly product: Product; readonly reviews: ProductReviewsResponse | null } | null {
  const pageData = useServerPageData()
  const [served, setServed] = useState(() =>
    pageData?.product?._id === id ? { product: pageData.product, reviews: pageData.reviews ?? null } : null,
  )
  useEffect(() => setServed(null), [])
  return served
}
