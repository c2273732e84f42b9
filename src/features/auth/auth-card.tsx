import { Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './auth-layout.module.css'

interface AuthCardProps {
  readonly title: string
  readonly subtitle?: ReactNode
  /** Shown above the title, e.g. a step indicator. */
  readonly eyebrow?: ReactNode
  readonly children: ReactNode
}

/** The white card every auth screen sits in, with its page heading. */
export function AuthCard({ title, subtitle, eyebrow, children }: AuthCardProps) {
  return (
    <section className={classes.card} aria-labelledby="auth-card-title">
      <Stack gap="lg">
        <Stack gap={6}>
          {eyebrow}
          <Title order={1} id="auth-card-title" fz={{ base: 28, sm: 32 }}>
            {title}
          </Title>
          {subtitle ? (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </section>
  )
}
