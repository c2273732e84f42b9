import { SimpleGrid, TextInput } from '@mantine/core'
import type { AddressField, AddressFields as Fields } from '../../machines/address-form.machine'

interface FieldSpec {
  readonly field: AddressField
  readonly label: string
  /** SPEC 5: required fields are marked; the machine checks them on submit. */
  readonly required: boolean
  readonly autoComplete: string
  readonly inputMode?: 'numeric' | 'tel' | 'text'
  readonly placeholder?: string
  readonly wide?: boolean
}

/** The popup's fields in reading order (SPEC 3 Address; SPEC 5 for which are required). */
const FIELD_SPECS: readonly FieldSpec[] = [
  { field: 'name', label: 'Name', required: false, autoComplete: 'name', placeholder: 'Defaults to your name' },
  {
    field: 'alternativePhoneNumber',
    label: 'Phone Number',
    required: true,
    autoComplete: 'tel-national',
    inputMode: 'tel',
    placeholder: '10-digit mobile number',
  },
  { field: 'address', label: 'Address', required: true, autoComplete: 'street-address', placeholder: 'House, street, area', wide: true },
  { field: 'city', label: 'City', required: true, autoComplete: 'address-level2' },
  { field: 'state', label: 'State', required: true, autoComplete: 'address-level1' },
  { field: 'pinCode', label: 'Pin Code', required: false, autoComplete: 'postal-code', inputMode: 'numeric' },
  { field: 'country', label: 'Country', required: true, autoComplete: 'country-name' },
  { field: 'tag', label: 'Tag', required: false, autoComplete: 'off', placeholder: 'Home, Office, Warehouse...', wide: true },
]

interface AddressFieldsProps {
  readonly fields: Fields
  readonly disabled: boolean
  readonly onChange: (field: AddressField, value: string) => void
}

/** The typed fields of the add and edit popups. */
export function AddressFields({ fields, disabled, onChange }: AddressFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
      {FIELD_SPECS.map((spec) => (
        <TextInput
          key={spec.field}
          label={spec.label}
          withAsterisk={spec.required}
          placeholder={spec.placeholder}
          value={fields[spec.field]}
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
