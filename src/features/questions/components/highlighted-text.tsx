import type { Snippet } from '../../../shared/questions-schemas';

/**
 * A search hit's text with the words found in <mark>. The pieces are text, rendered as text: the
 * server never sends HTML for highlights (decision 090), so nothing here is parsed as markup.
 */
export function HighlightedText({ segments }: { segments: Snippet }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
}
