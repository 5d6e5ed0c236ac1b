// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'test-output/', 'bench/results/', 'scratch/', 'src/client/schema.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        // node:test runs describe/it itself; their returned promises need no handling.
        { allowForKnownSafeCalls: [{ from: 'package', name: ['describe', 'it', 'test', 'suite'], package: 'node:test' }] },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Fastify handlers are async by convention even when they do not await.
      '@typescript-eslint/require-await': 'off',
      'no-console': 'error',
    },
  },
  {
    // Tests read JSON bodies whose shape each assertion states; typing every one would add nothing.
    files: ['src/**/*.test.ts', 'src/testing/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
);
