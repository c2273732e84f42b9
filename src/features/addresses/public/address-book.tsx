import { Button, Group, Loader, Radio, Stack, Text } from '@mantine/core'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { addressBookMachine } from '../../../machines/address-book.machine'
import type { addressFormMachine } from '../../../machines/address-form.machine'
import { AddressCard } from '../address-card'
import { AddressFormPopup } from '../address-form-popup'
import { PlusIcon } from '../../../ui/control-icons'
import classes from '../addresses.module.css'
import { DeleteAddressDialog } from '../delete-address-dialog'

interface AddressBookProps {
  readonly actor: ActorRefFrom<typeof addressBookMachine>
}

/**
 * The saved addresses as radio cards (SPEC 2, Checkout step 1): choosing a card selects it on
 * the server at once; each card has edit and delete; Add New Address opens the add popup.
 * 'Loading...' while the list loads, 'No addresses found' when it is empty.
 */
export function AddressBook({ actor }: AddressBookProps) {
  const addresses = useSelector(actor, (s) => s.context.addresses)
  const selectedId = useSelector(actor, (s) => s.context.selectedId)
  const pendingId = useSelector(actor, (s) => s.context.pendingId)
  const userName = useSelector(actor, (s) => s.context.userName)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const failed = useSelector(actor, (s) => s.matches('failed'))
  const ready = useSelector(actor, (s) => s.matches('ready'))
  const confirming = useSelector(actor, (s) => s.matches('confirmingDelete') || s.matches('deleting'))
  const deleting = useSelector(actor, (s) => s.matches('deleting'))
  const selecting = useSelector(actor, (s) => s.matches('selecting'))
  const form = useSelector(actor, (s) => s.children.addressForm as ActorRefFrom<typeof addressFormMachine> | undefined)

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Text component="h2" fw={700} size="lg" m={0}>
          Delivery Address
        </Text>
        <Button
          variant="light"
          leftSection={<PlusIcon />}
          onClick={() => actor.send({ type: 'addresses.openAdd' })}
          disabled={!ready}
        >
          Add New Address
        </Button>
      </Group>

      {loading && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>Loading...</Text>
        </Group>
      )}

      {failed && (
        <Stack className={classes.empty} align="center" gap="xs">
          <Text>We could not load your addresses.</Text>
          <Button variant="outline" onClick={() => actor.send({ type: 'addresses.reload' })}>
            Try again
          </Button>
        </Stack>
      )}

      {!loading && !failed && addresses.length === 0 && <Text className={classes.empty}>No addresses found</Text>}

      {!loading && addresses.length > 0 && (
        <Radio.Group
          value={selectedId}
          onChange={(id) => actor.send({ type: 'addresses.select', id })}
          label="Choose where to deliver"
          labelProps={{ mb: 'xs' }}
        >
          <div className={classes.list}>
            {addresses.map((address) => (
              <AddressCard
                key={address._id}
                address={address}
                userName={userName}
                selected={address._id === selectedId}
                pending={(selecting || deleting) && address._id === pendingId}
                disabled={!ready}
                onEdit={() => actor.send({ type: 'addresses.openEdit', id: address._id })}
                onDelete={() => actor.send({ type: 'addresses.askDelete', id: address._id })}
              />
            ))}
          </div>
        </Radio.Group>
      )}

      <DeleteAddressDialog
        opened={confirming}
        deleting={deleting}
        onCancel={() => actor.send({ type: 'addresses.cancelDelete' })}
        onConfirm={() => actor.send({ type: 'addresses.confirmDelete' })}
      />
      {form && <AddressFormPopup form={form} />}
    </Stack>
  )
}
