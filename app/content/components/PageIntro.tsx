import type { ReactNode } from "react";

/** The coloured band at the top of the inner pages. */
export function PageIntro({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 text-white">
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 h-72 w-72 rounded-full bg-white/10 blur-2xl"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">
          {title}
        </h1>
        {intro ? (
          <p className="mt-4 max-w-2xl text-base leading-relaxed text-brand-50 sm:text-lg">
            {intro}
          </p>
        ) : null}
        {children}
      </div>
    </section>
  );
}

export function SectionHeading({
  id,
  title,
  text,
}: {
  id: string;
  title: ReactNode;
  text?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2
        id={id}
        className="text-2xl font-bold tracking-tight text-ink sm:text-3xl"
      >
        {title}
      </h2>
      {text ? <p className="mt-3 text-base text-slate-600">{text}</p> : null}
    </div>
  );
}
