import { Group, Text } from '@mantine/core'
import { WORDMARK_SIZE } from '../../src/ui/brand'

/** The store's wordmark (public/brand, served from the site's root) and the words 'Back office'. */
export function BackOfficeMark({ compact = false }: { compact?: boolean }) {
  const scale = compact ? 0.6 : 0.75
  return (
    <Group gap="xs" wrap="nowrap">
      <img src="/brand/tanabana-wordmark.svg" width={Math.round(WORDMARK_SIZE.width * scale)} height={Math.round(WORDMARK_SIZE.height * scale)} alt="Tanabana" />
      <Text fw={700} c="madder.7" size={compact ? 'sm' : 'md'}>
        Back office
      </Text>
    </Group>
  )
}
