import { useEffect, useRef, useState } from 'react';

/**
 * A text box that answers at once while its committed value (the URL, the request) follows after a
 * short pause in typing. A different `value` from outside (clear, back button) replaces the text.
 * `reset` empties the box without committing again (the caller commits the empty value itself).
 */
export function useDebouncedText(value: string, commit: (text: string) => void, delayMs = 300) {
  const [text, setText] = useState(value);
  const latest = useRef(commit);
  useEffect(() => {
    latest.current = commit;
  });
  // The last text this box committed: a different value comes from outside.
  const committed = useRef(value);
  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setText(value);
  }, [value]);
  useEffect(() => {
    if (text === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = text;
      latest.current(text);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  const reset = () => {
    committed.current = '';
    setText('');
  };
  return { text, setText, reset };
}
