import { defineField, type FieldGroupDefinition } from "sanity";
import { requiredLanguages } from "../../languages";

/**
 * Localized values are stored by sanity-plugin-internationalized-array v5 as
 * `[{ _key, language, value }]`; the site reads the visitor's language and
 * falls back to en-US. zh-CN (default locale) and en-US (fallback) are
 * required on every required field.
 */
type LocalizedItem = { _key: string; language?: string; value?: unknown };

const kinds = {
  string: "internationalizedArrayString",
  text: "internationalizedArrayText",
  list: "internationalizedArrayStringList",
  richText: "internationalizedArrayPortableText",
} as const;

function isFilled(value: unknown): boolean {
  if (typeof value === "string") return value.trim().length > 0;
  if (Array.isArray(value))
    return value.length > 0 && value.every((v) => isFilled(v));
  // A Portable Text block counts when one of its spans holds text.
  if (value && typeof value === "object" && "children" in value) {
    const { children } = value as { children?: { text?: unknown }[] };
    return (children ?? []).some((span) => isFilled(span.text));
  }
  return false;
}

/** Checks a localized array: required languages present, no language twice. */
export function checkLocalized(
  items: LocalizedItem[] | undefined,
  required: boolean,
): true | string {
  const list = items ?? [];
  const seen = new Set<string>();
  for (const item of list) {
    if (!item.language) return "Every translation needs a language.";
    if (seen.has(item.language))
      return `Language ${item.language} appears twice.`;
    seen.add(item.language);
  }
  if (!required) return true;
  const missing = requiredLanguages.filter(
    (lang) => !list.some((i) => i.language === lang && isFilled(i.value)),
  );
  return missing.length === 0 ? true : `Required in ${missing.join(" and ")}.`;
}

export function localized(options: {
  name: string;
  title: string;
  kind?: keyof typeof kinds;
  required?: boolean;
  description?: string;
  group?: FieldGroupDefinition["name"];
}) {
  const {
    name,
    title,
    kind = "string",
    required = true,
    description,
    group,
  } = options;
  return defineField({
    name,
    title,
    description,
    group,
    type: kinds[kind],
    validation: (rule) => {
      const checked = rule.custom<LocalizedItem[]>((items) =>
        checkLocalized(items, required),
      );
      return required ? checked.required() : checked;
    },
  });
}
