import '@mantine/core/styles/Tabs.css'
import { Tabs, Text } from '@mantine/core'
import { PAYMENT_TABS, type PaymentTab } from '../../machines/checkout.machine'

/*
 * What each tab tells the buyer. SPEC 9 leaves the card and Paypal flows with the payment
 * provider out of scope, so the tabs only choose the method sent with the order.
 */
const TAB_NOTES: Record<PaymentTab, string> = {
  'Credit Card': 'Pay securely by credit or debit card with our payment partner once the order is placed.',
  Paypal: 'Pay with Paypal once the order is placed.',
  'Cash on Delivery': 'Pay in cash or by UPI when the order reaches you.',
}

interface PaymentTabsProps {
  readonly value: PaymentTab
  readonly disabled: boolean
  readonly onChange: (tab: PaymentTab) => void
}

/** Tab values become element ids (aria-controls), which may not contain spaces. */
const tabValue = (tab: PaymentTab) => tab.replace(/\s+/g, '-')

/** The payment method tabs of SPEC 2: Credit Card, Paypal, Cash on Delivery. */
export function PaymentTabs({ value, disabled, onChange }: PaymentTabsProps) {
  return (
    <Tabs
      value={tabValue(value)}
      onChange={(next) => {
        const tab = PAYMENT_TABS.find((t) => tabValue(t) === next)
        if (tab) onChange(tab)
      }}
      keepMounted={false}
    >
      {/* one row even at 375 px: the three labels share it with tight padding */}
      <Tabs.List aria-label="Payment method" grow style={{ flexWrap: 'nowrap' }}>
        {PAYMENT_TABS.map((tab) => (
          <Tabs.Tab key={tab} value={tabValue(tab)} disabled={disabled} px={8} fz="sm">
            {tab}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {PAYMENT_TABS.map((tab) => (
        <Tabs.Panel key={tab} value={tabValue(tab)} pt="md">
          <Text size="sm">{TAB_NOTES[tab]}</Text>
        </Tabs.Panel>
      ))}
    </Tabs>
  )
}
