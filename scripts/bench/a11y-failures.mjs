/**
 * The accessibility audits that failed, one line per audit with how many runs it failed in
 * (a toast or a late image can make an audit fail in some runs only) and the first example
 * element, which says where to look.
 */
export function accessibilityFailures(runs) {
  const byId = new Map()
  for (const run of runs) {
    for (const failure of run.accessibilityFailures) {
      const seen = byId.get(failure.id)
      if (seen) seen.count++
      else byId.set(failure.id, { ...failure, count: 1 })
    }
  }
  return [...byId.values()].map(
    (f) => `${f.id} (${f.count}/${runs.length} runs): ${f.title}${f.example ? ` (e.g. ${f.example})` : ''}`,
  )
}
