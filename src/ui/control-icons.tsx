import type { ReactNode } from 'react'

/*
 * Icons of the small edit/quantity/remove controls (24 x 24, currentColor strokes), shared by
 * the cart and the address cards. Decorative: every button around them carries its own name.
 */
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={18}
      height={18}
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

export const PencilIcon = () => (
  <Glyph>
    <path d="M4 20h4L19 9a2.1 2.1 0 0 0-3-3L5 17v3zM14.5 7.5l3 3" />
  </Glyph>
)

export const TrashIcon = () => (
  <Glyph>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12.5a1.5 1.5 0 0 0 1.5 1.5h7a1.5 1.5 0 0 0 1.5-1.5L18 7M9 7V4.5A1.5 1.5 0 0 1 10.5 3h3A1.5 1.5 0 0 1 15 4.5V7" />
  </Glyph>
)

export const PlusIcon = () => (
  <Glyph>
    <path d="M12 5v14M5 12h14" />
  </Glyph>
)

export const MinusIcon = () => (
  <Glyph>
    <path d="M5 12h14" />
  </Glyph>
)

