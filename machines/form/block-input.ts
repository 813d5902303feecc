import type { FormBlockData } from './codec.ts';
import type { FormInput } from './machine.ts';

/** The `formMachine` input of a decoded form block. */
export function formInputOfBlock(block: FormBlockData): FormInput {
  const { maxLengthEnabled: _flag, ...input } = block;
  return input;
}
