/*
 * Mantine's base styles and the common components' CSS, one file per component instead of
 * '@mantine/core/styles.css' (295 KB) so the landing route's render-blocking CSS stays small.
 * A feature that uses any other component imports that component's CSS itself. Some files are
 * hidden companions of others (Button needs UnstyledButton, Card needs Paper, Anchor needs Text):
 * removing one leaves elements unstyled. The toasts' styles load with them (toast-viewport.tsx).
 * Order matters: base files first.
 */
import '@mantine/core/styles/baseline.css'
import '@mantine/core/styles/default-css-variables.css'
import '@mantine/core/styles/global.css'
import '@mantine/core/styles/UnstyledButton.css'
import '@mantine/core/styles/Button.css'
import '@mantine/core/styles/Text.css'
import '@mantine/core/styles/Title.css'
import '@mantine/core/styles/Group.css'
import '@mantine/core/styles/Stack.css'
import '@mantine/core/styles/Anchor.css'
import '@mantine/core/styles/Paper.css'
import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/Image.css'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Popover.css'
import '@mantine/core/styles/CloseButton.css'
import '@mantine/core/styles/VisuallyHidden.css'
import '@mantine/core/styles/Loader.css'
import '@mantine/core/styles/Container.css'
import '@mantine/core/styles/Badge.css'
import '@mantine/core/styles/Divider.css'
import '@mantine/core/styles/Grid.css'
import '@mantine/core/styles/SimpleGrid.css'
import '@mantine/core/styles/Skeleton.css'
import '@mantine/core/styles/ActionIcon.css'
import '@mantine/core/styles/Center.css'
import '@mantine/core/styles/Flex.css'
import '@mantine/core/styles/Burger.css'
import '@mantine/core/styles/Menu.css'
import '@mantine/core/styles/Indicator.css'
import '@mantine/core/styles/Tooltip.css'
import './global.css'
