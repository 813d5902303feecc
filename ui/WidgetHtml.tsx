'use client';
import { createElement, Fragment, type ReactNode } from 'react';
import type { HtmlNode } from '../machines/shared/html.ts';

const REACT_NAMES: Record<string, string> = { class: 'className', datetime: 'dateTime' };

/** Renders HTML nodes a machine has already sanitized (widget renderings) as React elements. */
export function WidgetHtml({ nodes }: { nodes: readonly HtmlNode[] }): ReactNode {
  return (
    <>
      {nodes.map((node, index) =>
        node.kind === 'text' ? (
          <Fragment key={index}>{node.text}</Fragment>
        ) : (
          createElement(
            node.name,
            { key: index, ...Object.fromEntries(node.attributes.map(({ name, value }) => [REACT_NAMES[name] ?? name, value])) },
            node.children.length > 0 ? <WidgetHtml nodes={node.children} /> : undefined,
          )
        ),
      )}
    </>
  );
}
