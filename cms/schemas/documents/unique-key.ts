import type { SlugValidationContext, ValidationContext } from "sanity";

const apiVersion = "2025-06-01";

/**
 * No other document of the same type uses this value in `field`: keys end up
 * in URLs, where two documents could not be told apart.
 */
export async function isUniqueKey(
  field: string,
  value: string | undefined,
  context: ValidationContext | SlugValidationContext,
): Promise<true | string> {
  const document = context.document;
  if (!value || !document) return true;
  const published = document._id.replace(/^drafts\./, "");
  const taken = await context
    .getClient({ apiVersion })
    .fetch<number>(
      `count(*[_type == $type && !(_id in [$published, $draft]) && ${field} == $value])`,
      {
        type: document._type,
        published,
        draft: `drafts.${published}`,
        value,
      },
    );
  return taken === 0 ? true : `Another document already uses "${value}".`;
}
