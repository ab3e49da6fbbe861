import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['build/', 'data/', 'node_modules/', '.react-router/', 'test-results/', 'playwright-report/', 'bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Browser code must not reach server modules (the build guard enforces it too).
    files: ['app/**/*.{ts,tsx}', 'common/**/*.ts'],
    ignores: ['app/routes/**', 'app/root.tsx', 'app/entry.server.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['#server/*', '**/server/**'], message: 'server/ is Node-only; load it in a route loader.' }] }],
    },
  },
  {
    // A client navigation's request is `<path>.data?_routes=…` (v8_passThroughRequests): the page's
    // own URL, its language and alternates come from the `url` argument (common/http/page-url.ts).
    files: ['app/routes/**', 'app/root.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='request'][property.name='url']", message: 'Use the loader/action `url` argument: request.url is the `.data` URL on client navigations.' },
      ],
    },
  },
  {
    files: ['server.js', 'scripts/**', 'bench/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
)
