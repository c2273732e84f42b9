import '@mantine/dates/styles.css'
import { DatePickerInput } from '@mantine/dates'
import { earliestScheduleDate } from '../../lib/shipping-options'

interface ScheduleDateInputProps {
  readonly value: string | null
  readonly onChange: (date: string | null) => void
}

/** 'Choose a Date' for scheduled delivery: from tomorrow on, as 'YYYY-MM-DD'. */
export function ScheduleDateInput({ value, onChange }: ScheduleDateInputProps) {
  const minDate = earliestScheduleDate()
  return (
    <DatePickerInput
      label="Choose a Date"
      placeholder="Pick a delivery date"
      value={value}
      onChange={onChange}
      minDate={minDate}
      defaultDate={value ?? minDate}
      valueFormat="DD MMM YYYY"
      clearable
      withAsterisk
      maw={320}
      popoverProps={{ withinPortal: true }}
    />
  )
}
