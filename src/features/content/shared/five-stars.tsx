/** Five filled stars, read out once as a rating rather than as five images. */
export function FiveStars({ className }: { readonly className?: string }) {
  return (
    <span className={className} role="img" aria-label="Rated 5 out of 5 stars">
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z" fill="#e0a030" />
        </svg>
      ))}
    </span>
  )
}
