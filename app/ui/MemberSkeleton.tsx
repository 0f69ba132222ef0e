/** Placeholder while the member area loads its data. */
export function MemberSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6" aria-busy="true">
      <div className="h-8 w-48 animate-pulse rounded bg-slate-200" />
      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((key) => (
          <div
            key={key}
            className="h-28 animate-pulse rounded-xl bg-slate-100"
          />
        ))}
      </div>
    </div>
  );
}
