import { useCallback, useEffect, useState, type RefObject } from 'react'

/**
 * Focus for forms whose machine marks the wrong fields: call the returned function when the
 * buyer submits (after sending the submit to the machine). Once the marks are drawn, focus
 * moves to the first field marked wrong in `form` (aria-invalid, which Mantine's inputs set from
 * their `error`), so the buyer lands on what to mend and a screen reader reads its mark. A
 * submit the machine accepts marks nothing, and focus stays where it was.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLElement | null>): () => void {
  const [submits, setSubmits] = useState(0)
  useEffect(() => {
    if (submits > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [form, submits])
  return useCallback(() => setSubmits((n) => n + 1), [])
}
