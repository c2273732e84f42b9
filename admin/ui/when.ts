/** Times as staff read them, in the store's day (India). */
const dateTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' })

/** '26 Nov 2026, 7:02 pm', or the text as given when it is not a time. */
export function formatWhen(iso: string | undefined): string {
  if (!iso) return ''
  const time = Date.parse(iso)
  return Number.isNaN(time) ? iso : dateTime.format(time)
}
