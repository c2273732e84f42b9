import type { ReactNode } from 'react'

/*
 * The cart's control icons, drawn like the shared set in src/ui (24 x 24, currentColor
 * strokes). Decorative: every button around them carries its own accessible name.
 */
function Glyph({ children, size = 18 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

export const MinusIcon = () => (
  <Glyph>
    <path d="M5 12h14" />
  </Glyph>
)

export const PlusIcon = () => (
  <Glyph>
    <path d="M12 5v14M5 12h14" />
  </Glyph>
)

export const TrashIcon = () => (
  <Glyph>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12.5a1.5 1.5 0 0 0 1.5 1.5h7a1.5 1.5 0 0 0 1.5-1.5L18 7M9 7V4.5A1.5 1.5 0 0 1 10.5 3h3A1.5 1.5 0 0 1 15 4.5V7" />
  </Glyph>
)
