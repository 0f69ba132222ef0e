/** Text from the CMS, already rendered to escaped HTML by the server (app/content/portable-text.server.ts). */
export function RichText({ html }: { html: string }) {
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}
