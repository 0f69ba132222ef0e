/** What the shell shows from site settings: the company, slogan and contact channels. */
export type ShellSettings = {
  companyName: string;
  slogan: string;
  messagingApp: { label: string; url: string };
  chatApp: { label: string; url: string };
  supportEmail: string;
  copyrightYear: number;
};
