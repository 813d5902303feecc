import { useRef, type ReactNode } from 'react';
import { newsletterLayout } from '../machines/form/logic.ts';
import { useElementWidth } from '../adapters/react/useElementWidth.ts';
import { Form, type FormProps } from './Form.tsx';

export interface NewsletterFormProps extends Omit<FormProps, 'newsletter'> {
  title: ReactNode;
  description?: ReactNode;
  /** Level of the title heading. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * A newsletter sign-up: a form with `newsletter` set (no 'errors above' notice, FORM-049), laid
 * out in a row, or stacked in its small layout when its container is under 320 px [BLK-070].
 */
export function NewsletterForm({ title, description, headingLevel = 2, ...form }: NewsletterFormProps) {
  const container = useRef<HTMLElement>(null);
  const width = useElementWidth(container);
  const Heading = `h${headingLevel}` as const;
  const titleId = `${form.id ?? form.formId}-title`;
  return (
    <section ref={container} className="sm-newsletter" aria-labelledby={titleId} data-layout={width === null ? undefined : newsletterLayout(width)}>
      <Heading id={titleId}>{title}</Heading>
      {description ? <p className="sm-newsletter-description">{description}</p> : null}
      <Form {...form} newsletter headingLevel={headingLevel === 6 ? 6 : ((headingLevel + 1) as 3 | 4 | 5 | 6)} />
    </section>
  );
}
