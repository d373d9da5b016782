// A grey box of the size the content it stands for will have, so nothing below moves when the data
// arrives (decision 195). Its size is a class (src/styles/skeleton.css),
// not a style attribute, which the CSP refuses in prerendered HTML. Hidden from assistive
// technology: the screen's status line says what is loading.

export type SkeletonSize =
  | 'line'
  | 'card'
  | 'confirmation'
  | 'summary'
  | 'form'
  | 'search'
  | 'wizard'
  | 'console'
  | 'chat-bar'
  | 'composer';

export function Skeleton({ size }: { size: SkeletonSize }) {
  return <div className={`skeleton skeleton--${size}`} aria-hidden="true" />;
}
