import { Button } from '@mantine/core'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { addressBookMachine } from '../../machines/address-book.machine'
import type { checkoutMachine } from '../../machines/checkout.machine'
import { AddressBook } from '../addresses/public/address-book'
import classes from './checkout.module.css'

interface AddressStepProps {
  readonly checkout: ActorRefFrom<typeof checkoutMachine>
}

/** Step 1 (SPEC 2): the saved addresses; Next needs a selected one, Back leaves for the cart. */
export function AddressStep({ checkout }: AddressStepProps) {
  const book = useSelector(checkout, (s) => s.children.addressBook as ActorRefFrom<typeof addressBookMachine> | undefined)
  const hasAddress = useSelector(checkout, (s) => s.context.address !== null)
  const bookBusy = useSelector(book, (s) => (s ? !s.matches('ready') && !s.matches('failed') : true))
  return (
    <section className={classes.panel} aria-label="Address">
      {book && <AddressBook actor={book} />}
      <div className={classes.actions}>
        <Button variant="default" onClick={() => checkout.send({ type: 'checkout.back' })}>
          Back
        </Button>
        <Button onClick={() => checkout.send({ type: 'checkout.next' })} disabled={!hasAddress || bookBusy}>
          Next
        </Button>
      </div>
    </section>
  )
}
