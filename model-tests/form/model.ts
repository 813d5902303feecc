import type { SnapshotFrom } from 'xstate';
import { formMachine } from '../../machines/form/machine.ts';
import type { BehaviourModel } from '../kit/model.ts';
import { createFormSpec, type FormModelConfig, type FormModelEvent, type FormSpec, type FormView, type SaveStatus } from './spec.ts';

const ALL_STATUSES: readonly SaveStatus[] = [400, 401, 404, 429, 500, 503];

export const formModel: BehaviourModel<FormModelConfig, FormModelEvent, FormView, FormSpec> = {
  machineName: 'formMachine',
  machine: formMachine,
  configs: [
    { captcha: 'none', redirect: false, saveStatuses: ALL_STATUSES },
    { captcha: 'none', redirect: true, saveStatuses: [500] },
    { captcha: 'required', redirect: false, saveStatuses: [400] },
    { captcha: 'bound', redirect: true, saveStatuses: [429] },
  ],
  describeConfig: ({ captcha, redirect, saveStatuses }) =>
    `captcha ${captcha}${redirect ? ', success redirect' : ''}, save failures ${saveStatuses.join('/')}`,
  createSpec: createFormSpec,
  events(config, snapshot: SnapshotFrom<FormSpec>) {
    const { solved } = snapshot.context;
    const events: FormModelEvent[] = [];
    if (snapshot.matches('idle')) {
      events.push({ type: 'SUBMIT', fill: 'valid' }, { type: 'SUBMIT', fill: 'invalid' });
      if (config.captcha !== 'none') events.push(solved ? { type: 'CAPTCHA_EXPIRE' } : { type: 'CAPTCHA_COMPLETE' });
    }
    if (snapshot.matches({ submitting: 'requestingKey' })) events.push({ type: 'KEY_ISSUED' }, { type: 'KEY_MISSING' }, { type: 'KEY_FAILED' });
    if (snapshot.matches({ submitting: 'saving' })) {
      events.push({ type: 'SAVE_OK' }, ...config.saveStatuses.map((status) => ({ type: 'SAVE_FAILED' as const, status })));
    }
    return events;
  },
  extraPaths: (config) => {
    const solve: FormModelEvent[] = config.captcha === 'none' ? [] : [{ type: 'CAPTCHA_COMPLETE' }];
    return [
      // [FORM-025] A press of the button bound to the unsolved captcha does nothing; then the
      // captcha is solved and the form goes. [FORM-016] A second submit while submitting is ignored; the first one goes on.
      [{ type: 'SUBMIT', fill: 'invalid' }, ...solve, { type: 'SUBMIT', fill: 'valid' }, { type: 'SUBMIT', fill: 'valid' }, { type: 'KEY_ISSUED' }, { type: 'SUBMIT', fill: 'valid' }, { type: 'SAVE_OK' }],
      // Failures one after another keep the typed values, and the form recovers.
      [
        ...solve,
        { type: 'SUBMIT', fill: 'valid' },
        { type: 'KEY_FAILED' },
        ...solve,
        { type: 'SUBMIT', fill: 'valid' },
        { type: 'KEY_ISSUED' },
        { type: 'SAVE_FAILED', status: config.saveStatuses[0] ?? 500 },
        ...solve,
        { type: 'SUBMIT', fill: 'valid' },
        { type: 'KEY_ISSUED' },
        { type: 'SAVE_OK' },
      ],
    ];
  },
  view: (snapshot) => ({
    state: snapshot.matches('success') ? 'success' : snapshot.matches('submitting') ? 'submitting' : 'idle',
    fieldErrors: snapshot.context.fieldErrors,
    formError: snapshot.context.formError,
    notices: snapshot.context.formError !== null || Object.keys(snapshot.context.fieldErrors).length > 0,
    // [FORM-025] Disabled while bound to an unsolved captcha, also after a failure reset it.
    submitDisabled: snapshot.context.bound && !snapshot.context.solved,
    focus: snapshot.context.focus,
    redirected: snapshot.context.redirected,
  }),
};
