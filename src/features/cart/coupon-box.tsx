import '@mantine/core/styles/Pill.css'
import { Button, Group, Pill, Stack, Text, TextInput } from '@mantine/core'
import type { FormEvent } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { cartMachine } from '../../machines/cart.machine'
import { couponMachine } from '../../machines/coupon.machine'
import { useScreenMachine } from '../../state/machine-registry'
import { TEXT_MAX } from '../../../contracts/limits'

interface CouponBoxProps {
  readonly cart: ActorRefFrom<typeof cartMachine>
  /** The code the cart lines carry, if a coupon is applied (SPEC 4). */
  readonly appliedCode: string | null
}

/**
 * The cart's coupon box (SPEC 4, Coupon): type a code and Apply, or, once one is applied, see
 * it as a chip whose remove button takes it off; Apply stays disabled while a chip shows.
 */
export function CouponBox({ cart, appliedCode }: CouponBoxProps) {
  const input = { cart }
  const [state, send] = useScreenMachine(couponMachine, input)
  const busy = !state.matches('idle')

  const submit = (e: FormEvent) => {
    e.preventDefault()
    send({ type: 'coupon.apply' })
  }

  return (
    <form onSubmit={submit} aria-label="Coupon" noValidate>
      <Stack gap="xs">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label="Coupon code"
            placeholder="Enter coupon code"
            value={state.context.code}
            maxLength={TEXT_MAX.couponCode}
            onChange={(e) => send({ type: 'coupon.edit', code: e.currentTarget.value })}
            disabled={busy || appliedCode !== null}
            autoComplete="off"
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="outline" disabled={appliedCode !== null || busy} loading={state.matches('applying')}>
            Apply
          </Button>
        </Group>
        {appliedCode && (
          <Group gap="xs" align="center">
            <Text size="sm" c="dimmed">
              Applied:
            </Text>
            <Pill
              size="md"
              withRemoveButton
              disabled={busy}
              onRemove={() => send({ type: 'coupon.remove', code: appliedCode })}
              // Mantine hides the remove button from keyboards (it is made for tag inputs); here it
              // is the only way to take the coupon off, so it must be reachable and named
              removeButtonProps={{ 'aria-label': `Remove coupon ${appliedCode}`, 'aria-hidden': false, tabIndex: 0, disabled: busy }}
            >
              {appliedCode}
            </Pill>
          </Group>
        )}
      </Stack>
    </form>
  )
}
