import type { SnapshotFrom } from 'xstate';
import { requestMachine } from '../../machines/net/machine.ts';
import type { BehaviourModel } from '../kit/model.ts';
import { createRequestSpec, type RequestModelConfig, type RequestModelEvent, type RequestSpec, type RequestView } from './spec.ts';

const ANSWERS: RequestModelEvent[] = [
  { type: 'ANSWER_OK' },
  { type: 'ANSWER_CRUMB_FAIL' },
  { type: 'ANSWER_LOGIN_REQUIRED' },
  { type: 'ANSWER_AUTHORIZATION_FAIL' },
  { type: 'ANSWER_STATUS', status: 404 },
  { type: 'ANSWER_STATUS', status: 503 },
  { type: 'NETWORK_DOWN' },
  { type: 'TIMEOUT' },
];

export const requestModel: BehaviourModel<RequestModelConfig, RequestModelEvent, RequestView, RequestSpec> = {
  machineName: 'requestMachine',
  machine: requestMachine,
  configs: [
    { retries: 1, cookiesEnabled: true },
    { retries: 1, cookiesEnabled: false },
  ],
  describeConfig: ({ retries, cookiesEnabled }) => `${retries} retr${retries === 1 ? 'y' : 'ies'}, cookies ${cookiesEnabled ? 'enabled' : 'disabled'}`,
  createSpec: createRequestSpec,
  events: (_config, snapshot: SnapshotFrom<RequestSpec>) => {
    if (snapshot.matches({ pending: 'sending' })) return ANSWERS;
    if (snapshot.matches({ pending: 'waitingToRetry' })) return [{ type: 'RETRY_DELAY' }];
    return [];
  },
  view: (snapshot) => ({
    state: snapshot.matches('success') ? 'success' : snapshot.matches('failed') ? 'failed' : 'pending',
    waitingToRetry: snapshot.matches({ pending: 'waitingToRetry' }),
    attempts: snapshot.context.attempts,
    message: snapshot.context.message,
    crumbStored: snapshot.context.crumbStored,
    loginRequired: snapshot.context.loginRequired,
    systemError: snapshot.context.systemError,
  }),
};
