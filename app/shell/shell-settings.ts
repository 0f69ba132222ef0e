/** What the shell shows from the CMS site settings (company, slogan, contact channels). */
export type { SiteSettings as ShellSettings } from "#app/content/content.server";
