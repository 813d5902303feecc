'use client';
import type { DataLayer } from '../browser/data-layer.ts';
import { formActors } from '../browser/form.ts';
import { useDataLayer } from './data-layer-context.ts';

export type FormActors = ReturnType<typeof formActors>;

// One set of form calls per data layer, made by the first form that needs them: a page without a
// form (or whose forms have not woken yet) does not load the form's code with its data layer.
const actorsByLayer = new WeakMap<DataLayer, FormActors>();

/** The form calls (key, save) over the nearest `DataLayerProvider`'s data layer. */
export function useFormActors(): FormActors {
  const dataLayer = useDataLayer();
  let actors = actorsByLayer.get(dataLayer);
  if (!actors) {
    actors = formActors(dataLayer);
    actorsByLayer.set(dataLayer, actors);
  }
  return actors;
}
