import type { Locale } from "#app/i18n/locales";
import type { ShellSettings } from "./shell-settings";

// Interim source until site settings come from the CMS (issue 5).
export async function loadShellSettings(
  locale: Locale,
): Promise<ShellSettings> {
  const zh = locale === "zh-CN";
  return {
    companyName: zh ? "精选软件" : "Picks Studio",
    slogan: zh
      ? "17 年专注定制软件、网站与应用开发"
      : "17 years of custom software, websites and apps",
    messagingApp: { label: "Telegram", url: "https://t.me/picks_studio" },
    chatApp: { label: "WhatsApp", url: "https://wa.me/6580000000" },
    supportEmail: "support@picks.example",
    copyrightYear: 2025,
  };
}
