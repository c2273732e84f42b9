import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Radio.css'
import { ActionIcon, Badge, Group, Loader, Radio, Text } from '@mantine/core'
import type { Address } from '../../../contracts/address'
import classes from './addresses.module.css'
import { PencilIcon, TrashIcon } from '../../ui/control-icons'

interface AddressCardProps {
  readonly address: Address
  /** Shown when the address has no name of its own (SPEC 2). */
  readonly userName: string
  readonly selected: boolean
  /** This card's selection or deletion is in flight. */
  readonly pending: boolean
  /** Something is in flight: the card's controls wait. */
  readonly disabled: boolean
  readonly onEdit: () => void
  readonly onDelete: () => void
}

/** The name a card shows: the address's own, else the user's (SPEC 2, Checkout step 1). */
export function displayNameOf(address: Address, userName: string): string {
  return address.name?.trim() || userName
}

/**
 * One saved address as a radio card: name, tag, street, city, state, pin code and phone, with
 * edit and delete. The radio itself belongs to the Radio.Group around the list.
 */
export function AddressCard({ address, userName, selected, pending, disabled, onEdit, onDelete }: AddressCardProps) {
  const name = displayNameOf(address, userName)
  const pinCode = address.pinCode === undefined || address.pinCode === '' ? null : String(address.pinCode)
  const detailsId = `address-${address._id}-details`
  return (
    <div className={classes.card} data-selected={selected || undefined} aria-busy={pending || undefined}>
      <div className={classes.cardHead}>
        <Group gap="xs" wrap="nowrap" align="center">
          <Radio value={address._id} label={name} disabled={disabled} aria-describedby={detailsId} fw={600} />
          {pending && <Loader size="xs" aria-label="Working" />}
        </Group>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={`Edit address of ${name}`} onClick={onEdit} disabled={disabled}>
            <PencilIcon />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="madder"
            aria-label={`Delete address of ${name}`}
            onClick={onDelete}
            disabled={disabled}
          >
            <TrashIcon />
          </ActionIcon>
        </Group>
      </div>
      <address className={classes.details} id={detailsId}>
        {address.tag?.trim() && (
          <Badge variant="light" color="turmeric" size="sm" tt="none" mb={4} style={{ maxWidth: 'none' }}>
            {address.tag.trim()}
          </Badge>
        )}
        <Text inherit>{address.address}</Text>
        <Text inherit>
          {address.city}, {address.state}
          {pinCode ? ` - ${pinCode}` : ''}
        </Text>
        <Text inherit>Phone: {String(address.alternativePhoneNumber)}</Text>
      </address>
    </div>
  )
}
