import '@mantine/core/styles/Accordion.css'
import { Accordion, Stack, Text, Title } from '@mantine/core'
import { faqItems } from './faq-items'

/** FAQ (SPEC 2): one item open at a time, the first open at start. */
export function FaqSection() {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Frequently Asked Questions
      </Title>
      <Accordion defaultValue={faqItems[0]?.id} variant="separated" radius="md">
        {faqItems.map((item) => (
          <Accordion.Item key={item.id} value={item.id}>
            <Accordion.Control>{item.question}</Accordion.Control>
            <Accordion.Panel>
              <Text size="sm">{item.answer}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  )
}
