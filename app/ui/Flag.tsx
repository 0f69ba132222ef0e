// Flag artwork from the flag-icons package, bundled as static assets.
const flagUrls = import.meta.glob<string>(
  "/node_modules/flag-icons/flags/4x3/{cn,us,vn,my,th,pt,jp,kr,fr,de,br}.svg",
  { eager: true, query: "?url", import: "default" },
);

/** A decorative flag: the language name beside it is the accessible label. */
export function Flag({ country }: { country: string }) {
  const url = flagUrls[`/node_modules/flag-icons/flags/4x3/${country}.svg`];
  if (!url) return null;
  return (
    <img
      src={url}
      alt=""
      loading="lazy"
      width={20}
      height={15}
      className="h-[15px] w-5 shrink-0 rounded-sm object-cover shadow-[0_0_0_1px_rgba(15,23,42,0.1)]"
    />
  );
}
