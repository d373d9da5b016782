/** "Step 2 of 4" in words and as a progress bar, both announced with the step's title. */
export function QuoteProgress({ step, total, title }: { step: number; total: number; title: string }) {
  return (
    <div className="quote-progress">
      <p className="quote-progress__label" id="quote-progress-label">
        Step {step + 1} of {total}: {title}
      </p>
      <progress max={total} value={step + 1} aria-labelledby="quote-progress-label" />
    </div>
  );
}
