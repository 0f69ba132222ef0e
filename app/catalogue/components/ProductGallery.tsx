import { useIntl } from "react-intl";
import { catalogueMessages as m } from "../messages";

type Image = {
  _key: string;
  url: string | null;
  alt: string | null;
  width: number | null;
  height: number | null;
};

/**
 * A swipeable row of images with numbered thumbnails. Thumbnails are in-page
 * links to each slide, so the gallery works without JavaScript.
 */
export function ProductGallery({ images }: { images: Image[] }) {
  const intl = useIntl();
  const shown = images.filter((image) => image.url);
  if (shown.length === 0) return null;
  const slideId = (key: string) => `gallery-${key}`;
  return (
    <section aria-label={intl.formatMessage(m.gallery)}>
      <ul
        className="flex snap-x snap-mandatory gap-3 overflow-x-auto rounded-2xl"
        data-testid="gallery"
      >
        {shown.map((image, i) => (
          <li
            key={image._key}
            id={slideId(image._key)}
            className="w-full shrink-0 snap-center overflow-hidden rounded-2xl ring-1 ring-slate-200"
          >
            <img
              src={image.url ?? undefined}
              alt={image.alt ?? ""}
              width={image.width ?? undefined}
              height={image.height ?? undefined}
              loading={i === 0 ? "eager" : "lazy"}
              className="aspect-[8/5] h-auto w-full object-cover"
            />
          </li>
        ))}
      </ul>
      {shown.length > 1 ? (
        <ul className="mt-3 flex gap-2">
          {shown.map((image, i) => (
            <li key={image._key}>
              <a
                href={`#${slideId(image._key)}`}
                aria-label={intl.formatMessage(m.showImage, { number: i + 1 })}
                className="block w-20 overflow-hidden rounded-lg ring-1 ring-slate-200 hover:ring-brand-500"
              >
                <img
                  src={image.url ?? undefined}
                  alt=""
                  width={image.width ?? undefined}
                  height={image.height ?? undefined}
                  loading="lazy"
                  className="aspect-[8/5] h-auto w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
