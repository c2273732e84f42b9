/*
 * Mantine's styles for the back office: the whole stylesheet in one file (staff load it once and
 * keep it; the storefront counts its bytes per route, the back office need not), then the
 * store's own app-wide rules (the focus ring).
 */
import '@mantine/core/styles.css'
import './admin.css'
