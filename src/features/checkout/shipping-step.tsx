import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Radio.css'
import { Button, Center, Group, Loader, Radio, Stack, Text } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { lazy, Suspense } from 'react'
import type { ActorRefFrom } from 'xstate'
import { formatRupees } from '../../lib/money'
import { isShippingOptionId } from '../../../contracts/pricing'
import { isShippingComplete, SHIPPING_OPTIONS } from '../../lib/shipping-options'
import type { checkoutMachine } from '../../machines/checkout.machine'
import classes from './checkout.module.css'

// the calendar is only needed once the buyer picks scheduled delivery
const ScheduleDateInput = lazy(() => import('./schedule-date-input').then((m) => ({ default: m.ScheduleDateInput })))

interface ShippingStepProps {
  readonly checkout: ActorRefFrom<typeof checkoutMachine>
}

/**
 * Step 2 (SPEC 2 and 9): free, express and scheduled delivery, free chosen on entry. Scheduled
 * shows 'Choose a Date', and Next waits until a date is chosen.
 */
export function ShippingStep({ checkout }: ShippingStepProps) {
  const shipping = useSelector(checkout, (s) => s.context.shipping)
  const complete = isShippingComplete(shipping)
  const scheduled = shipping?.optionId === 'scheduled'
  return (
    <section className={classes.panel} aria-label="Shipping">
      <Radio.Group
        value={shipping?.optionId ?? null}
        onChange={(value) => {
          if (isShippingOptionId(value)) checkout.send({ type: 'checkout.chooseShipping', optionId: value })
        }}
        label={
          <Text component="span" fw={700} size="lg">
            Shipping Method
          </Text>
        }
        labelProps={{ mb: 'sm' }}
      >
        <Stack gap="sm">
          {SHIPPING_OPTIONS.map((option) => (
            <div key={option._id} className={classes.option} data-checked={shipping?.optionId === option._id || undefined}>
              <Radio
                value={option._id}
                label={
                  <Group gap="xs" component="span">
                    <Text component="span" fw={600}>
                      {option.name}
                    </Text>
                    <Text component="span" c="dimmed">
                      {formatRupees(option.price)}
                    </Text>
                  </Group>
                }
                description={`${option.description} · ${option.estimatedDelivery}`}
              />
            </div>
          ))}
        </Stack>
      </Radio.Group>
      {scheduled && (
        <Stack gap={4} mt="md">
          <Suspense
            fallback={
              <Center h={60}>
                <Loader size="sm" aria-label="Loading calendar" />
              </Center>
            }
          >
            <ScheduleDateInput
              value={shipping?.date ?? null}
              onChange={(date) => checkout.send({ type: 'checkout.chooseDate', date })}
            />
          </Suspense>
          {!complete && (
            <Text size="sm" c="dimmed">
              Choose a delivery date to continue.
            </Text>
          )}
        </Stack>
      )}
      <div className={classes.actions}>
        <Button variant="default" onClick={() => checkout.send({ type: 'checkout.back' })}>
          Back
        </Button>
        <Button onClick={() => checkout.send({ type: 'checkout.next' })} disabled={!complete}>
          Next
        </Button>
      </div>
    </section>
  )
}
