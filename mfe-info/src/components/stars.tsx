/** Five stars, read as "Rated 5 out of 5". */
export function Stars({ className }: { className?: string }) {
  return (
    <span
      className={className}
      role="img"
      aria-label="Rated 5 out of 5"
      style={{ color: '#9a6a12', letterSpacing: 2 }}
    >
      ★★★★★
    </span>
  );
}
