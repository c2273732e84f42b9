import dayjs from 'dayjs'

/** '12 Mar 2025' for a date the server sent; its own text when it is not a date; '-' when absent. */
export function formatOrderDate(value: string | undefined): string {
  if (!value) return '-'
  const date = dayjs(value)
  return date.isValid() ? date.format('DD MMM YYYY') : value
}

/** '12 Mar 2025, 04:30 PM' for a tracking entry's time, or its own text when it is not a date. */
export function formatTrackingTime(value: string): string {
  const date = dayjs(value)
  return date.isValid() ? date.format('DD MMM YYYY, hh:mm A') : value
}
