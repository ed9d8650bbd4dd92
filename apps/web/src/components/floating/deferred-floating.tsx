/**
 * Tooltips, popovers and menus whose code loads after the first paint (decision 031, issue 13's home
 * page JS). A control renders at once as it is (`fallback`); Mantine's floating components
 * (floating-kit.ts) load when the browser is idle, or sooner when a pointer or the focus reaches the
 * control, and the control is then rendered again inside them (`children`). A click before they have
 * loaded is kept by the caller's own `opened` state, so a menu or a popover opens as soon as they
 * arrive; a control that had the focus when they arrived gets it back.
 */
import {
  type ComponentProps,
  type ReactElement,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
} from 'react';
import classes from './deferred-floating.module.css';

export type FloatingKit = typeof import('./floating-kit.ts')['floatingKit'];

let kit: FloatingKit | null = null;
let loading: Promise<FloatingKit> | null = null;
const listeners = new Set<() => void>();
/** Run just before the controls are rendered again: each notes whether it holds the focus. */
const beforeSwap = new Set<() => void>();

/** Loads the floating components once; a failed load (offline) is tried again on the next call. */
export function loadFloatingKit(): Promise<FloatingKit> {
  loading ??= import('./floating-kit.ts').then(
    (module) => {
      for (const note of beforeSwap) note();
      kit = module.floatingKit;
      for (const listener of listeners) listener();
      return kit;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const warm = () => {
  loadFloatingKit().catch(() => {
    // Offline: the control keeps working without its tooltip; the next hover or focus tries again.
  });
};

/** After the first paint, when the browser has nothing else to do (at most 2 s later). */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The floating components once loaded, else null; starts loading them when the browser is idle. */
function useFloatingKit(): FloatingKit | null {
  const current = useSyncExternalStore(
    subscribe,
    () => kit,
    () => null,
  );
  useEffect(() => (kit ? undefined : whenIdle(warm)), []);
  return current;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * `fallback` until the floating components have loaded, then `children(kit)`. Both should render
 * the same control, so that nothing moves when they swap.
 */
export function WithFloating({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: (kit: FloatingKit) => ReactNode;
}) {
  const current = useFloatingKit();
  const ref = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    const wrapper = ref.current;
    if (current || !wrapper) return;
    const note = () => {
      hadFocus.current = wrapper.contains(document.activeElement);
    };
    beforeSwap.add(note);
    // A pointer or the focus reaching the control: load now rather than when the browser is idle.
    wrapper.addEventListener('pointerover', warm);
    wrapper.addEventListener('focusin', warm);
    return () => {
      beforeSwap.delete(note);
      wrapper.removeEventListener('pointerover', warm);
      wrapper.removeEventListener('focusin', warm);
    };
  }, [current]);
  useLayoutEffect(() => {
    if (!current || !hadFocus.current) return;
    hadFocus.current = false;
    ref.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [current]);
  return (
    <span ref={ref} className={classes.wrapper}>
      {current ? children(current) : fallback}
    </span>
  );
}

/** A Mantine Tooltip around one control, loaded after the first paint. */
export function DeferredTooltip({
  label,
  children,
  ...props
}: { label: ReactNode; children: ReactElement } & Omit<
  ComponentProps<FloatingKit['Tooltip']>,
  'label' | 'children'
>) {
  return (
    <WithFloating fallback={children}>
      {({ Tooltip }) => (
        <Tooltip label={label} {...props}>
          {children}
        </Tooltip>
      )}
    </WithFloating>
  );
}
