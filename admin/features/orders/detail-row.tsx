import { Table } from '@mantine/core'
import type { ReactNode } from 'react'

/** One labelled line of an order page's card: the label a row header, so a screen reader pairs them. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500} c="dimmed" w="45%">
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  )
}
