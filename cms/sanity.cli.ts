import { defineCliConfig } from "sanity/cli";

// The CLI runs in Node; the Studio bundle only sees SANITY_STUDIO_* variables,
// so the project's variable names are mapped onto those here.
const projectId = process.env.SANITY_PROJECT_ID || "offline";
const dataset = process.env.SANITY_DATASET || "production";

export default defineCliConfig({
  api: { projectId, dataset },
  deployment: { autoUpdates: false },
  vite: (config) => ({
    ...config,
    define: {
      ...config.define,
      "import.meta.env.SANITY_STUDIO_PROJECT_ID": JSON.stringify(projectId),
      "import.meta.env.SANITY_STUDIO_DATASET": JSON.stringify(dataset),
    },
  }),
  schemaExtraction: { path: "schema.json", enforceRequiredFields: true },
  typegen: {
    // Queries live in the site; the generated types are committed here.
    path: "../app/content/**/*.ts",
    schema: process.env.SANITY_TYPEGEN_SCHEMA || "schema.json",
    generates: process.env.SANITY_TYPEGEN_OUT || "sanity.types.ts",
    overloadClientMethods: true,
  },
});
