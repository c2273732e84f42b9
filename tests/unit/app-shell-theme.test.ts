// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { theme } from '../../src/app/theme'

/*
 * index.html's app shell paints before Mantine has written the theme's variables, so its sheet
 * names the colours itself. They must stay the header's: a buyer sees one, then the other.
 */

const shellCss = readFileSync(join(process.cwd(), 'src/app/app-shell.css'), 'utf8').toLowerCase()
const headerCss = readFileSync(join(process.cwd(), 'src/features/layout/header.module.css'), 'utf8')
const shade = (color: string, index: number) => theme.colors?.[color]?.[index]?.toLowerCase()

describe('the app shell matches the header it stands in for', () => {
  it('weaves the same selvedge from the theme’s dyes', () => {
    expect(headerCss).toMatch(/indigo-7\) 0 18px,\s*var\(--mantine-color-madder-6\) 18px 24px,\s*var\(--mantine-color-turmeric-4\) 24px 27px/)
    const selvedge = `${shade('indigo', 7)} 0 18px, ${shade('madder', 6)} 18px 24px, ${shade('turmeric', 4)} 24px 27px`
    expect(shellCss).toContain(selvedge)
  })
})
