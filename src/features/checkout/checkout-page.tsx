import { Center, Container, Group, Loader, Text, Title } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { Navigate, useSearchParams } from 'react-router-dom'
import { DEFAULT_SHIPPING_OPTION } from '../../../contracts/pricing'
import { checkoutTotals } from '../../lib/checkout-totals'
import { readShippingDraft, shippingOptionById } from '../../lib/shipping-options'
import { checkoutMachine, stepOf } from '../../machines/checkout.machine'
import { CartContext } from '../../state/cart-context'
import { startedByExplorer, useScreenActor } from '../../state/machine-registry'
import { useSession } from '../../state/session-context'
import { SummaryLayout } from '../../ui/summary-layout'
import { AddressStep } from './address-step'
import { CheckoutStepper } from './checkout-stepper'
import { OrderSummaryCard } from './order-summary-card'
import { PaymentStep } from './payment-step'
import { ShippingStep } from './shipping-step'
import { thankYouPath } from './thank-you-path'
import { stepFromSearch, useCheckoutStepUrl } from './use-checkout-step-url'

/** Where the page goes once the machine has finished (SPEC 2, Checkout); the thank-you page names the orders. */
type CheckoutExit = 'completed' | 'abandoned' | 'leftToCart'
const exitPath = (exit: CheckoutExit, orderNumbers: readonly string[]) =>
  exit === 'completed' ? thankYouPath(orderNumbers) : '/cart'

/**
 * Checkout (SPEC 2 and 4): three steps with a step indicator, Address, Shipping and Payment,
 * run by the checkout machine. The step lives in the URL; the summary beside the steps is the
 * cart until step 3, which shows the server's cart and the full totals.
 */
export function CheckoutPage() {
  const { user } = useSession()
  const cart = CartContext.useActorRef()
  const cartLines = CartContext.useSelector((s) => s.context.lines)
  const cartTotal = CartContext.useSelector((s) => s.context.totalPrice)
  const [search, setSearch] = useSearchParams()
  // the machine's input is read once, when the page opens
  const [input] = useState(() => ({
    cart,
    userName: user?.name ?? '',
    requestedStep: stepFromSearch(search),
    draft: readShippingDraft(),
  }))
  const checkout = useScreenActor(checkoutMachine, input)
  useCheckoutStepUrl(checkout, startedByExplorer(checkout))
  // the summary beside steps 1 and 2 is the app-wide cart: make sure it is the server's
  useEffect(() => {
    cart.send({ type: 'cart.refresh' })
  }, [cart])

  const step = useSelector(checkout, stepOf)
  const exit = useSelector(checkout, (s) => (s.status === 'done' ? (s.value as CheckoutExit) : null))
  const orderNumbers = useSelector(checkout, (s) => s.context.orderNumbers)
  const summary = useSelector(checkout, (s) => s.context.summary)
  const shipping = useSelector(checkout, (s) => s.context.shipping)

  if (exit) return <Navigate to={exitPath(exit, orderNumbers)} replace={exit !== 'leftToCart'} />

  const onPayment = step === 'payment' && summary !== null
  const totals = onPayment ? checkoutTotals(summary.totalPrice, shippingOptionById(shipping?.optionId ?? DEFAULT_SHIPPING_OPTION).price) : null

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        Checkout
      </Title>
      {/* a click on an earlier step is a navigation like any other: the URL leads, the machine follows */}
      <CheckoutStepper step={step} onStepClick={(target) => setSearch({ step: target })} />
      <SummaryLayout
        // before Place Order a buyer on a phone or tablet reviews what they pay, Total included
        summaryFirst={step === 'payment'}
        main={
          <>
            {step === null && (
              <Center mih={200} role="status">
                <Group gap="xs">
                  <Loader size="sm" aria-hidden="true" />
                  <Text>Loading...</Text>
                </Group>
              </Center>
            )}
            {step === 'address' && <AddressStep checkout={checkout} />}
            {step === 'shipping' && <ShippingStep checkout={checkout} />}
            {step === 'payment' && <PaymentStep checkout={checkout} />}
          </>
        }
        summary={
          <aside aria-label="Order summary">
            <OrderSummaryCard
              lines={onPayment ? summary.products : cartLines}
              subTotal={onPayment ? summary.totalPrice : cartTotal}
              totals={totals}
            />
          </aside>
        }
      />
    </Container>
  )
}
