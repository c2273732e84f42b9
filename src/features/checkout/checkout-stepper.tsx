import '@mantine/core/styles/Stepper.css'
import { Stepper } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { CHECKOUT_STEPS, type CheckoutStep } from '../../machines/checkout.machine'
import classes from './checkout.module.css'

const STEP_TEXT: Record<CheckoutStep, { label: string; description: string }> = {
  address: { label: 'Address', description: 'Where to deliver' },
  shipping: { label: 'Shipping', description: 'How fast' },
  payment: { label: 'Payment', description: 'Review and pay' },
}

interface CheckoutStepperProps {
  readonly step: CheckoutStep | null
  /** Earlier steps can be revisited by clicking them; later ones only with Next. */
  readonly onStepClick: (step: CheckoutStep) => void
}

/** The step indicator of SPEC 2, Checkout. */
export function CheckoutStepper({ step, onStepClick }: CheckoutStepperProps) {
  const narrow = useMediaQuery('(max-width: 36em)', undefined, { getInitialValueInEffect: false })
  const active = step ? CHECKOUT_STEPS.indexOf(step) : 0
  return (
    <nav aria-label="Checkout steps" className={classes.stepper}>
      <Stepper
        active={active}
        onStepClick={(index) => {
          const target = CHECKOUT_STEPS[index]
          if (target && index < active) onStepClick(target)
        }}
        allowNextStepsSelect={false}
        size={narrow ? 'xs' : 'sm'}
        // three short labels fit one row even at 375 px
        wrap={false}
        contentPadding={0}
      >
        {CHECKOUT_STEPS.map((s, i) => (
          <Stepper.Step
            key={s}
            // on a phone only the current step is spelled out; the others keep their names for screen readers
            label={narrow && i !== active ? undefined : STEP_TEXT[s].label}
            aria-label={STEP_TEXT[s].label}
            description={narrow ? undefined : STEP_TEXT[s].description}
            aria-current={i === active ? 'step' : undefined}
          />
        ))}
      </Stepper>
    </nav>
  )
}
