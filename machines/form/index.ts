export { formMachine } from './machine.ts';
export type { FormContext, FormEvent, FormInput } from './machine.ts';
export { connect as connectForm } from './connect.ts';
export type { FormApi } from './types.ts';
export { decodeAnswerData, decodeFormBlock, decodeFormBlockData, decodeKeyAnswer } from './codec.ts';
export type { FormBlockData } from './codec.ts';
export type { FormFieldDefinition } from './fields.ts';
export { SUBMISSION_KEY_PATH } from './constants.ts';
