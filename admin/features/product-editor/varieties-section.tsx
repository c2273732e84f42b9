import { Button, Card, Grid, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import { CATALOGUE_TEXT_MAX, MAX_VARIETIES } from '../../../contracts/admin/catalogue-limits'
import { EDITOR_SCREEN } from '../../../contracts/admin/catalogue-screens'
import { metres } from '../../../contracts/stock-rules'
import markedField from '../../../src/ui/marked-field.module.css'
import { pathKey, type VarietyDraft, type VarietyTextField } from '../../machines/product-form'
import { StockControl } from '../products/public/stock-control'
import type { SectionProps } from './basics-section'
import { PicturesField } from './pictures-field'

const marked = { input: markedField.input }

interface VarietyCardProps extends SectionProps {
  readonly variety: VarietyDraft
  readonly index: number
  /** The product as the store has it (null for a new one): an existing colour's stock control needs its id. */
  readonly productId: string | null
  readonly productName: string
  readonly disabled: boolean
  readonly readOnly: boolean
  readonly mayChangeStock: boolean
  readonly pictureNotice?: string
  readonly onlyOne: boolean
}

function VarietyCard({ variety, index, draft, problems, send, productId, productName, disabled, readOnly, mayChangeStock, pictureNotice, onlyOne }: VarietyCardProps) {
  const at = (field: string) => problems[pathKey(['varieties', index, field])]
  const set = (field: VarietyTextField) => (value: string) => send({ type: 'variety.set', variety: variety.key, field, value })
  const name = variety.color.trim() || `Colour ${index + 1}`
  return (
    <Card withBorder radius="md" padding="sm" component="li" aria-label={`Colour ${index + 1}: ${name}`}>
      <Group justify="space-between" align="center" mb="xs">
        <Text fw={600}>
          {index + 1}. {name}
        </Text>
        {!readOnly && (
          <Button size="compact-sm" variant="subtle" color="madder" onClick={() => send({ type: 'variety.remove', variety: variety.key })} disabled={disabled || onlyOne} aria-label={`Remove colour ${name}`}>
            Remove colour
          </Button>
        )}
      </Group>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Colour"
            required
            value={variety.color}
            onChange={(event) => set('color')(event.currentTarget.value)}
            readOnly={variety.existing}
            description={variety.existing && !readOnly ? EDITOR_SCREEN.existingColour : undefined}
            maxLength={CATALOGUE_TEXT_MAX.colour}
            error={at('color')}
            classNames={marked}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          {variety.existing && productId ? (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Stock
              </Text>
              <StockControl
                productId={productId}
                productName={productName}
                color={variety.color}
                stock={Number(variety.stock)}
                mayChange={mayChangeStock}
                onChanged={(stock) => send({ type: 'stock.changed', color: variety.color, stock })}
              />
              {mayChangeStock && (
                <Text size="xs" c="dimmed">
                  {EDITOR_SCREEN.stockByControl}
                </Text>
              )}
            </Stack>
          ) : variety.existing ? (
            <Text size="sm">Stock: {metres(Number(variety.stock))}</Text>
          ) : (
            <TextInput
              label={EDITOR_SCREEN.newColourStock}
              required
              inputMode="numeric"
              value={variety.stock}
              onChange={(event) => set('stock')(event.currentTarget.value)}
              maxLength={9}
              error={at('stock')}
              classNames={marked}
            />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Price per metre (₹)"
            required
            inputMode="decimal"
            value={variety.pricePerMeter}
            onChange={(event) => set('pricePerMeter')(event.currentTarget.value)}
            maxLength={12}
            error={at('pricePerMeter')}
            classNames={marked}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Discounted price per metre (₹)"
            required
            inputMode="decimal"
            value={variety.discountedPrice}
            onChange={(event) => set('discountedPrice')(event.currentTarget.value)}
            maxLength={12}
            error={at('discountedPrice')}
            classNames={marked}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <PicturesField
            colour={variety.color}
            pictures={variety.pictures}
            isFirstColour={index === 0}
            disabled={disabled}
            readOnly={readOnly}
            error={at('images')}
            notice={pictureNotice}
            onAdd={(files) => send({ type: 'pictures.add', variety: variety.key, files })}
            onRemove={(picture) => send({ type: 'picture.remove', picture })}
            onMove={(from, to) => send({ type: 'picture.move', variety: variety.key, from, to })}
            onRetry={(picture) => send({ type: 'picture.retry', picture })}
          />
        </Grid.Col>
      </Grid>
      {draft.varieties.length > 1 && index === 0 && (
        <Text size="xs" c="dimmed" mt="xs">
          {EDITOR_SCREEN.firstColour}
        </Text>
      )}
    </Card>
  )
}

export interface VarietiesSectionProps extends SectionProps {
  readonly productId: string | null
  readonly disabled: boolean
  readonly readOnly: boolean
  readonly mayChangeStock: boolean
  readonly pictureNotices: Readonly<Record<string, string>>
}

/** The product's colours: each with its prices, its stock (a new colour's starting figure, or an existing one's stock control) and pictures. */
export function VarietiesSection(props: VarietiesSectionProps) {
  const { draft, problems, send, disabled, readOnly, pictureNotices } = props
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="colours-heading">
      <Title order={2} size="h4" mb="sm" id="colours-heading">
        Colours
      </Title>
      {problems.varieties && (
        <Text size="sm" c="madder.7" role="alert" mb="sm">
          {problems.varieties}
        </Text>
      )}
      <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {draft.varieties.map((variety, index) => (
          <VarietyCard
            key={variety.key}
            {...props}
            variety={variety}
            index={index}
            productName={draft.name}
            pictureNotice={pictureNotices[variety.key]}
            onlyOne={draft.varieties.length === 1}
          />
        ))}
      </Stack>
      {!readOnly && (
        <Button mt="sm" variant="light" onClick={() => send({ type: 'variety.add' })} disabled={disabled || draft.varieties.length >= MAX_VARIETIES}>
          Add a colour
        </Button>
      )}
    </Card>
  )
}
