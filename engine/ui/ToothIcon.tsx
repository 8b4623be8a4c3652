/** A tooth outline in the same stroke style as the lucide icons (lucide has no tooth). */
export function ToothIcon({ size = 20, ...rest }: { size?: number } & React.SVGProps<SVGSVGElement>) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" {...rest}>
      <path d="M7 3c-2.5 0-4 2-4 4.5 0 2 .8 3.5 1.5 5 .7 1.6.8 3.5 1.2 5.3.3 1.5.8 3.2 2 3.2 1.5 0 1.6-2.6 2.1-4.2.4-1.2 1-1.8 2.2-1.8s1.8.6 2.2 1.8c.5 1.6.6 4.2 2.1 4.2 1.2 0 1.7-1.7 2-3.2.4-1.8.5-3.7 1.2-5.3.7-1.5 1.5-3 1.5-5C21 5 19.5 3 17 3c-2 0-3 1-5 1S9 3 7 3z" />
    </svg>
  );
}
