import { Box, Group, Text } from '@mantine/core'

/** "Step 1 of 2" with a bar per step; the text carries the meaning, the bars are decoration. */
export function StepIndicator({ step, total }: { step: number; total: number }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Text size="xs" fw={700} tt="uppercase" c="madder.7" style={{ letterSpacing: '0.08em', whiteSpace: 'nowrap' }}>
        Step {step} of {total}
      </Text>
      <Group gap={4} wrap="nowrap" style={{ flex: 1 }} aria-hidden="true">
        {Array.from({ length: total }, (_, i) => (
          <Box key={i} h={4} style={{ flex: 1, borderRadius: 2 }} bg={i < step ? 'indigo.7' : 'gray.2'} />
        ))}
      </Group>
    </Group>
  )
}
