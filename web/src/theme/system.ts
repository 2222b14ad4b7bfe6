import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/**
 * Chakra's default system, but with error texts readable on both backgrounds: the default fg.error (red.500) is
 * below 4.5:1 on white (axe color-contrast), so light mode uses red.700 and dark mode red.300.
 */
export const system = createSystem(
  defaultConfig,
  defineConfig({
    theme: {
      semanticTokens: {
        colors: {
          fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
        },
      },
    },
  }),
);
