// The benchmark's one table: each figure, its value, its budget and whether it is met,
// as aligned text for the terminal and as Markdown for the report.
import { KB } from './config.mjs'

const FORMAT = {
  bytes: (v) => `${(v / KB).toFixed(1)} kB`,
  ms: (v) => `${Math.round(v)} ms`,
  score: (v) => String(Math.round(v)),
  cls: (v) => v.toFixed(3),
  ratio: (v) => `${v.toFixed(2)}x`,
  count: (v) => String(Math.round(v)),
  px: (v) => `${Math.round(v)} px`,
}

/**
 * A row. `value` in the unit's base (bytes, ms, score, CLS); `budget` is { max } or { min }, or
 * absent for a figure shown for information. `error` (a measurement failed) counts as a miss.
 */
export function row(figure, { value, unit, budget, note = '', error, skipped = false }) {
  const format = FORMAT[unit]
  let status
  if (skipped) status = 'skipped'
  else if (error) status = 'ERROR'
  else if (!Number.isFinite(value)) status = 'ERROR'
  else if (!budget) status = 'info'
  else if (budget.max !== undefined) status = value <= budget.max ? 'ok' : 'MISS'
  else status = value >= budget.min ? 'ok' : 'MISS'
  const shownBudget = !budget ? '' : budget.max !== undefined ? `<= ${format(budget.max)}` : `>= ${format(budget.min)}`
  const shownValue = skipped ? '-' : error ? 'failed' : Number.isFinite(value) ? format(value) : 'n/a'
  const shownNote = error ? `${note ? `${note}; ` : ''}${String(error.message ?? error).split('\n')[0]}` : note
  return { figure, value: shownValue, budget: shownBudget, status, note: shownNote }
}

/** True when any row missed its budget or failed to measure. */
export function anyFailure(rows) {
  return rows.some((r) => r.status === 'MISS' || r.status === 'ERROR')
}

const COLUMNS = [
  ['figure', 'Figure'],
  ['value', 'Value'],
  ['budget', 'Budget'],
  ['status', 'Status'],
  ['note', 'Note'],
]

const TERMINAL_NOTE_CHARS = 110

/** The terminal table; long notes are cut (the report keeps them whole). */
export function textTable(rows) {
  rows = rows.map((r) => ({ ...r, note: r.note.length > TERMINAL_NOTE_CHARS ? `${r.note.slice(0, TERMINAL_NOTE_CHARS - 1)}…` : r.note }))
  const widths = COLUMNS.map(([key, title]) => Math.max(title.length, ...rows.map((r) => r[key].length)))
  const line = (cells) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd()
  return [
    line(COLUMNS.map(([, title]) => title)),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line(COLUMNS.map(([key]) => r[key]))),
  ].join('\n')
}

export function markdownTable(rows) {
  const escape = (text) => text.replaceAll('|', '\\|')
  return [
    `| ${COLUMNS.map(([, title]) => title).join(' | ')} |`,
    `| ${COLUMNS.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${COLUMNS.map(([key]) => escape(r[key]) || ' ').join(' | ')} |`),
  ].join('\n')
}
