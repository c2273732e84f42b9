import { Anchor, Stack, Text } from '@mantine/core'
import { useId } from 'react'
import { Link } from 'react-router-dom'
import { profileSectionPath } from '../account/public/profile-sections'
import classes from './checkout.module.css'

/** Where the buyer follows the orders: Order History, on the profile (SPEC 2), newest first. */
const ORDER_HISTORY = profileSectionPath('orderHistory')

/** The words beside SPEC's (issue 28, point 8; docs/spec-notes.md): one home for both screens. */
export const PURCHASE_ORDER_WORDS = {
  one: 'Order ID',
  several: 'Order IDs',
  severalHint: 'One order for each item in your cart.',
  link: 'View in Order History',
} as const

interface PurchaseOrderNumbersProps {
  readonly numbers: readonly string[]
  /** Centred on the thank-you page, flush left in the popup. */
  readonly align?: 'center' | 'flex-start'
}

/**
 * The numbers of the orders a purchase made, as Order History and tracking show them ('Order
 * ID'), and a link to them there. A purchase of several items makes an order of each (SPEC 3),
 * hence a list. Nothing when the numbers are not known.
 */
export function PurchaseOrderNumbers({ numbers, align = 'flex-start' }: PurchaseOrderNumbersProps) {
  const labelId = useId()
  if (numbers.length === 0) return null
  const several = numbers.length > 1
  return (
    <Stack gap={6} align={align}>
      <Text id={labelId} size="sm" fw={600}>
        {several ? PURCHASE_ORDER_WORDS.several : PURCHASE_ORDER_WORDS.one}
      </Text>
      <ul className={classes.orderNumbers} aria-labelledby={labelId} data-align={align}>
        {numbers.map((number) => (
          <li key={number} className={classes.orderNumber}>
            {number}
          </li>
        ))}
      </ul>
      {several && (
        <Text size="xs" c="dimmed">
          {PURCHASE_ORDER_WORDS.severalHint}
        </Text>
      )}
      <Anchor component={Link} to={ORDER_HISTORY} size="sm" fw={600}>
        {PURCHASE_ORDER_WORDS.link}
      </Anchor>
    </Stack>
  )
}
