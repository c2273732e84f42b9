import { termsDocument } from './data/policy-terms'
import { PolicyView } from './shared/policy-view'

/** Terms & Conditions (/tNc; SPEC 2, 9). */
export function TermsPage() {
  return <PolicyView document={termsDocument} />
}
