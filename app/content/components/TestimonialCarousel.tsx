import { useEffect, useState, useSyncExternalStore } from "react";
import { useIntl } from "react-intl";

type Testimonial = {
  _id: string;
  feedback: string | null;
  client: string | null;
  role: string | null;
};

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** The server renders as if motion were reduced: nothing rotates before hydration. */
function usePrefersReducedMotion() {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => true,
  );
}

/**
 * Testimonials that advance every `intervalMs`; hovering or focusing the
 * carousel, or the pause button, stops the rotation, and it never moves on its
 * own under prefers-reduced-motion (WAI-ARIA carousel pattern).
 */
export function TestimonialCarousel({
  items,
  intervalMs,
  label,
}: {
  items: Testimonial[];
  intervalMs: number;
  label: string;
}) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = items.length;
  const rotating =
    count > 1 && !hovered && !focused && !paused && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(
      () => setIndex((i) => (i + 1) % count),
      intervalMs,
    );
    return () => window.clearTimeout(timer);
  }, [rotating, index, count, intervalMs]);

  if (count === 0) return null;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  const buttonClass =
    "rounded-full bg-white p-2.5 text-brand-700 shadow-sm ring-1 ring-slate-200 hover:bg-brand-50";

  return (
    <section
      aria-roledescription={intl.formatMessage({
        id: "carousel.roleDescription",
        defaultMessage: "carousel",
      })}
      aria-label={label}
      data-testid="testimonials"
      data-rotating={rotating ? "true" : "false"}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setFocused(false);
      }}
      className="mx-auto max-w-3xl"
    >
      <div
        aria-live={rotating ? "off" : "polite"}
        aria-atomic="true"
        className="relative min-h-56 sm:min-h-48"
      >
        {items.map((item, i) => (
          // The slide is a group (WAI-ARIA carousel); figure may not take that role.
          <div
            key={item._id}
            role="group"
            aria-roledescription={intl.formatMessage({
              id: "carousel.slide",
              defaultMessage: "slide",
            })}
            aria-label={intl.formatMessage(
              {
                id: "carousel.position",
                defaultMessage: "{current} of {total}",
              },
              { current: i + 1, total: count },
            )}
            hidden={i !== index}
          >
            <figure className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-10">
              <svg
                viewBox="0 0 32 32"
                aria-hidden="true"
                className="mx-auto h-8 w-8 text-brand-200"
                fill="currentColor"
              >
                <path d="M12 8C7 9.5 4 13.5 4 19v5h9v-9H8.5c.3-3 2-5 4.5-6L12 8Zm15 0c-5 1.5-8 5.5-8 11v5h9v-9h-4.5c.3-3 2-5 4.5-6L27 8Z" />
              </svg>
              <blockquote className="mt-4 text-lg leading-relaxed text-ink sm:text-xl">
                <p>{item.feedback}</p>
              </blockquote>
              <figcaption className="mt-5 text-sm">
                <span className="font-semibold text-ink">{item.client}</span>
                {item.role ? (
                  <span className="text-slate-500"> · {item.role}</span>
                ) : null}
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      <div className="mt-6 flex items-center justify-center gap-3">
        <button
          type="button"
          className={buttonClass}
          onClick={() => go(-1)}
          aria-label={intl.formatMessage({
            id: "carousel.previous",
            defaultMessage: "Previous testimonial",
          })}
        >
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            className="h-5 w-5"
            fill="currentColor"
          >
            <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
          </svg>
        </button>
        <button
          type="button"
          className={buttonClass}
          onClick={() => setPaused((p) => !p)}
          aria-pressed={paused}
          aria-label={intl.formatMessage({
            id: "carousel.pause",
            defaultMessage: "Pause rotation",
          })}
        >
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            className="h-5 w-5"
            fill="currentColor"
          >
            {paused ? (
              <path d="M7 4.5v11l9-5.5-9-5.5Z" />
            ) : (
              <path d="M6 4h3v12H6V4Zm5 0h3v12h-3V4Z" />
            )}
          </svg>
        </button>
        <button
          type="button"
          className={buttonClass}
          onClick={() => go(1)}
          aria-label={intl.formatMessage({
            id: "carousel.next",
            defaultMessage: "Next testimonial",
          })}
        >
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            className="h-5 w-5"
            fill="currentColor"
          >
            <path d="M7.3 15.7a1 1 0 0 1 0-1.4l4.3-4.3-4.3-4.3a1 1 0 1 1 1.4-1.4l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4 0Z" />
          </svg>
        </button>
      </div>
      <p className="mt-3 flex justify-center gap-2" aria-hidden="true">
        {items.map((item, i) => (
          <span
            key={item._id}
            className={`h-2 rounded-full transition-all ${i === index ? "w-6 bg-brand-600" : "w-2 bg-slate-300"}`}
          />
        ))}
      </p>
    </section>
  );
}
