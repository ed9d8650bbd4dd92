import { ActionIcon } from '@mantine/core';
import { DETAIL_SCROLL_STEP_PX } from '@navia/domain/rules/detail-panels';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, useRef } from 'react';
import classes from './shipment-summary.module.css';

/** hub §2, §9: a wide table with left and right arrows that scroll it by 170 px. */
export function HorizontalScroller({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const scroll = (direction: -1 | 1) =>
    ref.current?.scrollBy({ left: direction * DETAIL_SCROLL_STEP_PX, behavior: 'smooth' });
  return (
    <div className={classes.scrollerWrap}>
      <ActionIcon
        variant="default"
        size="md"
        aria-label={`Scroll ${label} left`}
        onClick={() => scroll(-1)}
        className={classes.scrollButton}
      >
        <IconChevronLeft size={16} aria-hidden />
      </ActionIcon>
      {/* A scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable content */}
      <section ref={ref} className={classes.scroller} aria-label={label} tabIndex={0}>
        {children}
      </section>
      <ActionIcon
        variant="default"
        size="md"
        aria-label={`Scroll ${label} right`}
        onClick={() => scroll(1)}
        className={classes.scrollButton}
      >
        <IconChevronRight size={16} aria-hidden />
      </ActionIcon>
    </div>
  );
}
