import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/__tests__/**/*.test.{ts,tsx}',
      'plugins/**/*.test.{ts,mjs}',
      'scripts/**/__tests__/*.test.{ts,mjs}',
      'tests/**/__tests__/*.test.ts',
    ],
    environment: 'node',
  },
});
