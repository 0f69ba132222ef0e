import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build*/",
      ".react-router/",
      "node_modules/",
      "cms/dist/",
      "cms/.sanity/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
      "**/*.d.ts",
      "cms/sanity.types.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // The site and the reference provider only meet through the OpenAPI document.
  {
    files: ["app/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["#provider/*", "**/provider/*"],
              message: "app/ talks to the provider over HTTP only.",
            },
            {
              group: ["#server/*", "**/server/*"],
              message: "app/ does not import the HTTP server.",
            },
            {
              group: [
                "sanity",
                "sanity/*",
                "@sanity/vision",
                "**/cms/*",
                "!**/cms/sanity.types",
              ],
              message: "Studio code never reaches the site bundle.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["provider/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["#app/*", "**/app/*"],
              message: "provider/ does not import the site.",
            },
          ],
        },
      ],
    },
  },
  prettier,
);
