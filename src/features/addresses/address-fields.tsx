import { SimpleGrid, TextInput } from '@mantine/core'
import type { FieldErrors } from '../../lib/validation'
import markedField from '../../ui/marked-field.module.css'
import type { AddressField, AddressFields as Fields } from '../../machines/address-form.machine'
import { TEXT_MAX } from '../../../contracts/limits'

interface FieldSpec {
  readonly field: AddressField
  readonly label: string
  /** SPEC 5: required fields are marked; the machine checks them on submit. */
  readonly required: boolean
  readonly autoComplete: string
  readonly inputMode?: 'numeric' | 'tel' | 'text'
  readonly placeholder?: string
  readonly wide?: boolean
  /** The most characters the store keeps (contracts/limits.ts). */
  readonly maxLength: number
}

/** The popup's fields in reading order (SPEC 3 Address; SPEC 5 for which are required). */
const FIELD_SPECS: readonly FieldSpec[] = [
  { field: 'name', label: 'Name', required: false, autoComplete: 'name', placeholder: 'Defaults to your name', maxLength: TEXT_MAX.personName },
  {
    field: 'alternativePhoneNumber',
    label: 'Phone Number',
    required: true,
    autoComplete: 'tel-national',
    inputMode: 'tel',
    placeholder: '10-digit mobile number',
    maxLength: TEXT_MAX.phone,
  },
  { field: 'address', label: 'Address', required: true, autoComplete: 'street-address', placeholder: 'House, street, area', wide: true, maxLength: TEXT_MAX.addressLine },
  { field: 'city', label: 'City', required: true, autoComplete: 'address-level2', maxLength: TEXT_MAX.place },
  { field: 'state', label: 'State', required: true, autoComplete: 'address-level1', maxLength: TEXT_MAX.place },
  { field: 'pinCode', label: 'Pin Code', required: false, autoComplete: 'postal-code', inputMode: 'numeric', maxLength: TEXT_MAX.pinCode },
  { field: 'country', label: 'Country', required: true, autoComplete: 'country-name', maxLength: TEXT_MAX.place },
  { field: 'tag', label: 'Tag', required: false, autoComplete: 'off', placeholder: 'Home, Office, Warehouse...', wide: true, maxLength: TEXT_MAX.addressTag },
]

interface AddressFieldsProps {
  readonly fields: Fields
  /** The marks of the last refused Save: each shown under its field (aria-invalid, described by it). */
  readonly errors: FieldErrors<AddressField>
  readonly disabled: boolean
  readonly onChange: (field: AddressField, value: string) => void
}

/** The typed fields of the add and edit popups. */
export function AddressFields({ fields, errors, disabled, onChange }: AddressFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
      {FIELD_SPECS.map((spec) => (
        <TextInput
          key={spec.field}
          label={spec.label}
          withAsterisk={spec.required}
          placeholder={spec.placeholder}
          value={fields[spec.field]}
          error={errors[spec.field]}
          classNames={{ input: markedField.input }}
          maxLength={spec.maxLength}
          onChange={(e) => onChange(spec.field, e.currentTarget.value)}
          readOnly={disabled}
          autoComplete={spec.autoComplete}
          inputMode={spec.inputMode}
          style={spec.wide ? { gridColumn: '1 / -1' } : undefined}
        />
      ))}
    </SimpleGrid>
  )
}
