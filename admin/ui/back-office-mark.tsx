import { Box, Group, Text } from '@mantine/core'
import { MARK_SIZE, WORDMARK_SIZE } from '../../src/ui/brand'

/**
 * The store's wordmark (public/brand, served from the site's root) and the words 'Back office'.
 * `compact` (the shell's header): the weave mark alone on a phone, the wordmark from 768 px.
 */
export function BackOfficeMark({ compact = false }: { compact?: boolean }) {
  const scale = compact ? 0.6 : 0.75
  const wordmark = (
    <img src="/brand/tanabana-wordmark.svg" width={Math.round(WORDMARK_SIZE.width * scale)} height={Math.round(WORDMARK_SIZE.height * scale)} alt="Tanabana" />
  )
  return (
    <Group gap="xs" wrap="nowrap">
      {compact ? (
        <>
          <Box hiddenFrom="sm" display="flex">
            <img src="/brand/tanabana-mark.svg" width={Math.round(MARK_SIZE.width * 0.75)} height={Math.round(MARK_SIZE.height * 0.75)} alt="Tanabana" />
          </Box>
          <Box visibleFrom="sm" display="flex">
            {wordmark}
          </Box>
        </>
      ) : (
        wordmark
      )}
      <Text fw={700} c="madder.7" size={compact ? 'sm' : 'md'} style={{ whiteSpace: 'nowrap' }}>
        Back office
      </Text>
    </Group>
  )
}
