import formsJson from './forms.json?raw';
import { decodeFormBlockData, type FormBlockDecoding } from '../../machines/form/codec.ts';
import { FORM_BLOCK_DATA_ERROR } from '../../machines/form/constants.ts';
import { parseJson } from '../../machines/shared/decode.ts';

/**
 * The form blocks the pages show, as the published site carries them: JSON decoded at the edge.
 * The example backend reads the same file, so browser and server agree on every form.
 */
const parsed = parseJson(formsJson);
const blocks: Record<string, unknown> = parsed.ok && typeof parsed.value === 'object' && parsed.value !== null ? (parsed.value as Record<string, unknown>) : {};

export type FormBlockName = 'contact' | 'contact-protected' | 'newsletter';

export function formBlock(name: FormBlockName): FormBlockDecoding {
  return name in blocks ? decodeFormBlockData(blocks[name]) : { ok: false, error: FORM_BLOCK_DATA_ERROR, details: [`no form block ${name}`] };
}
