import '@mantine/core/styles/ThemeIcon.css'
import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { Link, useLocation } from 'react-router-dom'
import { PurchaseOrderNumbers } from './purchase-order-numbers'
import { orderNumbersFrom } from './thank-you-path'

function CheckIcon() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={36}
      height={36}
      fill="none"
      stroke="currentColor"
      strokeWidth={2.4}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  )
}

/**
 * The thank-you page after a purchase (SPEC 2, /success-payment), with the purchase's order
 * numbers and a link to them in Order History when its address names them (thank-you-path.ts).
 */
export function SuccessPage() {
  const { search } = useLocation()
  const orderNumbers = orderNumbersFrom(search)
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="lg" ta="center">
        <ThemeIcon size={72} radius="xl" color="leaf" variant="light">
          <CheckIcon />
        </ThemeIcon>
        <Title order={1}>Thank you for purchasing from Us</Title>
        <Text size="lg" c="dimmed" maw={520}>
          Your order is on its way to the loom and the warehouse. While you wait, take a look at our other promising
          products: fresh fabrics and yarns arrive every week.
        </Text>
        <PurchaseOrderNumbers numbers={orderNumbers} align="center" />
        <Button component={Link} to="/products" size="md">
          Continue Shopping
        </Button>
      </Stack>
    </Container>
  )
}
