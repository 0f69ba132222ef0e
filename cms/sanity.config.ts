import { visionTool } from "@sanity/vision";
import { defineConfig } from "sanity";
import { internationalizedArray } from "sanity-plugin-internationalized-array";
import { structureTool } from "sanity/structure";
import { languages, requiredLanguages } from "./languages";
import { schemaTypes, singletonTypes } from "./schemas/schema-types";
import { structure } from "./structure/structure";

const singletonNames = new Set<string>(singletonTypes.map((t) => t.name));

// Vite inlines these at build time; sanity.cli.ts maps SANITY_PROJECT_ID and
// SANITY_DATASET onto them. "offline" lets `sanity build` run without a project.
const projectId = import.meta.env.SANITY_STUDIO_PROJECT_ID || "offline";
const dataset = import.meta.env.SANITY_STUDIO_DATASET || "production";

export default defineConfig({
  name: "default",
  title: "Picks marketing content",
  projectId,
  dataset,
  plugins: [
    structureTool({ structure }),
    internationalizedArray({
      languages: [...languages],
      defaultLanguages: [...requiredLanguages],
      fieldTypes: ["string", "text", "stringList", "portableText"],
      buttonLocations: ["field", "document"],
      languageDisplay: "titleAndCode",
    }),
    visionTool({ defaultApiVersion: "2025-06-01" }),
  ],
  schema: {
    types: schemaTypes,
    // Singletons are opened from the structure only, never created anew.
    templates: (templates) =>
      templates.filter(({ schemaType }) => !singletonNames.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      singletonNames.has(schemaType)
        ? actions.filter(
            ({ action }) =>
              action &&
              ["publish", "discardChanges", "restore"].includes(action),
          )
        : actions,
  },
});
