'use client';
import { useRef, type ReactNode } from 'react';
import { newsletterLayout } from '../machines/form/logic.ts';
import { useElementWidth } from '../adapters/react/useElementWidth.ts';
import { Form, type FormProps } from './Form.tsx';

export interface NewsletterFormProps extends Omit<FormProps, 'newsletter'> {
  title: ReactNode;
  description?: ReactNode;
  /** Level of the title heading. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Ids of the title and the description (a dialog around the form is labelled by them). */
  titleId?: string;
  descriptionId?: string;
}

/**
 * A newsletter sign-up: a form with `newsletter` set (no 'errors above' notice, FORM-049), laid
 * out in a row, or stacked in its small layout when its container is under 320 px [BLK-070].
 */
export function NewsletterForm({ title, description, headingLevel = 2, titleId: givenTitleId, descriptionId, ...form }: NewsletterFormProps) {
  const container = useRef<HTMLElement>(null);
  const width = useElementWidth(container);
  const Heading = `h${headingLevel}` as const;
  const titleId = givenTitleId ?? `${form.id ?? form.formId}-title`;
  return (
    <section ref={container} className="sm-newsletter" aria-labelledby={titleId} data-layout={width === null ? undefined : newsletterLayout(width)}>
      <Heading id={titleId}>{title}</Heading>
      {description ? (
        <p id={descriptionId} className="sm-newsletter-description">
          {description}
        </p>
      ) : null}
      <Form {...form} newsletter headingLevel={headingLevel === 6 ? 6 : ((headingLevel + 1) as 3 | 4 | 5 | 6)} />
    </section>
  );
}
