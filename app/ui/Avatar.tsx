/** 32 px avatar; without an image, a green round placeholder with a white face (§3). */
export function Avatar({
  src,
  size = 32,
}: {
  src: string | null | undefined;
  size?: number;
}) {
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        className="shrink-0 rounded-full object-cover"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <svg
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      className="shrink-0"
      data-testid="avatar-placeholder"
    >
      <circle cx="16" cy="16" r="16" fill="#16a34a" />
      <circle cx="11.5" cy="13" r="2" fill="#fff" />
      <circle cx="20.5" cy="13" r="2" fill="#fff" />
      <path
        d="M10 19.5c1.5 2.4 3.6 3.5 6 3.5s4.5-1.1 6-3.5"
        stroke="#fff"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
