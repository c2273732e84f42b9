const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** '2025-03-03' shown as '3 March 2025', machine-readable in dateTime. */
export function ArticleDate({ date, className }: { readonly date: string; readonly className?: string }) {
  return (
    <time className={className} dateTime={date}>
      {longDate.format(new Date(`${date}T00:00:00Z`))}
    </time>
  )
}
