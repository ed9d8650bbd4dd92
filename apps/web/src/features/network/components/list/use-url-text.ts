import { useEffect, useRef, useState } from 'react';

/** How long typing pauses before the text goes to the URL. */
const URL_TEXT_DEBOUNCE_MS = 300;

/**
 * A text box whose text is kept in the URL (STYLE 9): it shows what is typed at once and writes it
 * (as `toUrl` makes it) once the typing pauses; when the URL's text changes from elsewhere (Back,
 * a shared link, a clear action) the box takes it.
 *
 * The pause is a plain timer rather than Mantine's useDebouncedCallback: every chunk a page shares
 * adds its name to the entry's preload map, and the hub login's budget has no room left for it.
 */
export function useUrlText(
  urlText: string,
  write: (text: string) => void,
  toUrl: (typed: string) => string = (typed) => typed.trim(),
) {
  const [typed, setTypedNow] = useState(urlText);
  // The text this box last wrote: a different one in the URL came from elsewhere.
  const written = useRef(urlText);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest render's URL text and writer, for the timer that fires after it.
  const latest = useRef({ urlText, write, toUrl });
  useEffect(() => {
    latest.current = { urlText, write, toUrl };
  });

  useEffect(() => {
    if (urlText !== written.current) {
      written.current = urlText;
      setTypedNow(urlText);
    }
  }, [urlText]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    typed,
    setTyped: (value: string) => {
      setTypedNow(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const { urlText: current, write: writeNow, toUrl: convert } = latest.current;
        const next = convert(value);
        written.current = next;
        if (next !== current) writeNow(next);
      }, URL_TEXT_DEBOUNCE_MS);
    },
    /** Empties the box without writing: the caller clears the URL itself. */
    clear: () => {
      clearTimeout(timer.current);
      written.current = '';
      setTypedNow('');
    },
  };
}
