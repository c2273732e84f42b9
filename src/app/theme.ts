import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core'

/*
 * Tanabana's palette: the dyes of an Indian textile house. Indigo (neel) leads, madder
 * (manjistha) red is the accent, turmeric (haldi) gold marks highlights, on unbleached cotton.
 * Shades 6 to 9 of indigo and madder keep at least 4.5:1 against white and cotton text
 * (indigo-7 on white 9.7:1, madder-6 5.9:1, warm gray-6 on cotton 5.4:1), so filled buttons,
 * links and dimmed text all pass WCAG AA.
 */
const indigo: MantineColorsTuple = [
  '#EEF0FA', '#DDE0F3', '#BAC0E6', '#959DD6', '#727CC7',
  '#5560B8', '#3F4AA8', '#333C8C', '#282F70', '#1C2152',
]
const madder: MantineColorsTuple = [
  '#FCEFEC', '#F6DAD4', '#EDB3A8', '#E38B7C', '#D86A57',
  '#C9503B', '#B33A28', '#962F20', '#792518', '#5C1B11',
]
const turmeric: MantineColorsTuple = [
  '#FFF8E5', '#FDEDC4', '#F9DB8C', '#F3C75A', '#EBB534',
  '#D99E1E', '#B98414', '#94680F', '#6F4E0B', '#4D3608',
]
/** Mantine's gray, warmed towards raw cotton; gray-6 is the dimmed text colour. */
const gray: MantineColorsTuple = [
  '#FAF7F2', '#F2EDE5', '#E6DFD4', '#D5CCBF', '#B8AEA2',
  '#958A80', '#6B6470', '#514A55', '#3A343E', '#231E2B',
]
/** Leaf green for success toasts (green-7 on white 5.6:1). */
const leaf: MantineColorsTuple = [
  '#EDF7EE', '#D5ECD7', '#AAD8AF', '#7DC385', '#57B062',
  '#3E9A4A', '#2F823B', '#276B31', '#1F5527', '#163E1C',
]

export const COTTON = '#FBF8F3'
export const INK = '#231E2B'

const serif = "Georgia, 'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', 'DejaVu Serif', serif"
const sans = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'DejaVu Sans', Arial, sans-serif"

export const theme = createTheme({
  colors: { indigo, madder, turmeric, gray, leaf },
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 4 },
  black: INK,
  white: '#FFFFFF',
  fontFamily: sans,
  headings: {
    fontFamily: serif,
    fontWeight: '700',
    // a modular scale (ratio ~1.25) so page titles feel editorial rather than app-like
    sizes: {
      h1: { fontSize: 'clamp(1.9rem, 1.4rem + 2vw, 2.75rem)', lineHeight: '1.15' },
      h2: { fontSize: 'clamp(1.55rem, 1.25rem + 1.2vw, 2.125rem)', lineHeight: '1.2' },
      h3: { fontSize: '1.5rem', lineHeight: '1.3' },
      h4: { fontSize: '1.25rem', lineHeight: '1.35' },
      h5: { fontSize: '1.075rem', lineHeight: '1.4' },
      h6: { fontSize: '0.95rem', lineHeight: '1.45' },
    },
  },
  defaultRadius: 'md',
  radius: { xs: '2px', sm: '4px', md: '8px', lg: '14px', xl: '24px' },
  focusRing: 'auto',
  cursorType: 'pointer',
  respectReducedMotion: true,
  autoContrast: true,
  luminanceThreshold: 0.35,
  components: {
    Button: { defaultProps: { fw: 600 } },
    // Mantine's close buttons carry an icon and no name (axe: button-name, critical). Every
    // modal and toast gets one here, so no popup can ship without it; a popup may still name
    // its own (e.g. 'Close tracking').
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss notification' } } },
  },
})

/** The page background is unbleached cotton rather than pure white; cards stay white on it. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-body': COTTON,
    '--mantine-color-text': INK,
    '--mantine-color-dimmed': gray[6],
    '--mantine-color-placeholder': gray[6],
    '--mantine-color-anchor': indigo[7],
    '--mantine-color-default-border': gray[3],
    // field error text: Mantine's red-6 measured 3.3:1 on white under axe; madder-7 is 8:1
    '--mantine-color-error': madder[7],
  },
  dark: {},
})
