import { type ScreenSize, screenSizeFor } from '@navia/domain/rules/screen-size';
import { useEffect, useState } from 'react';

/** hub §2 screen size class of the window, kept up to date on resize. */
export function useScreenSize(): ScreenSize {
  const [size, setSize] = useState<ScreenSize>(() => screenSizeFor(window.innerWidth));
  useEffect(() => {
    const update = () => setSize(screenSizeFor(window.innerWidth));
    window.addEventListener('resize', update);
    update();
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}

/** hub §2 post-login redirect: small screens land on /tracking/All. */
export function isSmallScreenNow(): boolean {
  return screenSizeFor(window.innerWidth) === 'small';
}
