import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { keepProps } from '../machines/shared/normalize.ts';
import { connectErrorReporter, connectTraceLogger, errorReporterMachine, traceLoggerMachine } from '../machines/index.ts';
import { createErrorReport, describeThrown, truncateStack, type ErrorReport } from '../machines/error-reporter/logic.ts';
import { NotFoundError } from '../machines/messages/logic.ts';
import { tracePayload, type LogEvent } from '../machines/trace-logger/logic.ts';
import { readQueryParam } from '../machines/url/logic.ts';
import * as messageConstants from '../machines/messages/constants.ts';
import * as messageLogic from '../machines/messages/logic.ts';

const messages = { ...messageConstants, ...messageLogic };

const environment = { app: 'site', websiteId: 'w1', templateId: 't1', url: 'https://example.com/a', userAgent: 'UA' };
const report = (message: string): ErrorReport => createErrorReport({ message }, environment, 1);

function startReporter() {
  const clock = new SimulatedClock();
  const actor = createActor(errorReporterMachine, { clock });
  const sends: ErrorReport[][] = [];
  actor.on('send', ({ reports }) => sends.push(reports));
  actor.start();
  return { actor, clock, sends, api: () => connectErrorReporter(actor.getSnapshot(), actor.send, keepProps) };
}

describe('error reports', () => {
  it('[ERR-001] has event, data (app, message, stack, file, line, column, website id, template id, url, user agent) and timestamp', () => {
    expect(createErrorReport({ message: 'boom', stack: 'at x', file: 'a.js', line: 3, column: 7 }, environment, 1234)).toEqual({
      event: 'JavascriptError',
      data: {
        app: 'site',
        message: 'boom',
        stack: 'at x',
        file: 'a.js',
        line: 3,
        column: 7,
        websiteId: 'w1',
        templateId: 't1',
        url: 'https://example.com/a',
        userAgent: 'UA',
      },
      timestamp: 1234,
    });
  });

  it('[ERR-008] a stack is cut at 5000 characters and a truncation note is added', () => {
    const cut = truncateStack('x'.repeat(6000));
    expect(cut.startsWith('x'.repeat(5000))).toBe(true);
    expect(cut.slice(5000)).toBe('\n[stack truncated at 5000 characters]');
    expect(truncateStack('x'.repeat(5000))).toBe('x'.repeat(5000));
    expect(createErrorReport({ message: 'm', stack: 'y'.repeat(5001) }, environment, 1).data.stack).toHaveLength(5000 + 37);
  });

  it('describes anything thrown', () => {
    expect(describeThrown(new Error('bad'))).toMatchObject({ message: 'bad', stack: expect.stringContaining('bad') });
    expect(describeThrown('text')).toEqual({ message: 'text' });
    expect(describeThrown({ code: 4 })).toEqual({ message: '{"code":4}' });
    expect(describeThrown(undefined)).toEqual({ message: 'undefined' });
  });
});

describe('errorReporterMachine', () => {
  it('[ERR-004] sends 1 s after the last error, all queued reports at once', () => {
    const { actor, clock, sends } = startReporter();
    actor.send({ type: 'REPORT', report: report('a') });
    clock.increment(900);
    actor.send({ type: 'REPORT', report: report('b') });
    clock.increment(999);
    expect(sends).toEqual([]);
    clock.increment(1);
    expect(sends.map((batch) => batch.map((r) => r.data.message))).toEqual([['a', 'b']]);
  });

  it('[ERR-002] a send carries an array of error reports', () => {
    const { actor, clock, sends } = startReporter();
    actor.send({ type: 'REPORT', report: report('a') });
    clock.increment(1000);
    expect(Array.isArray(sends[0])).toBe(true);
    expect(sends[0]?.[0]).toMatchObject({ event: 'JavascriptError', data: { message: 'a' } });
  });

  it('[ERR-007] queues at most 10 reports; later ones are dropped', () => {
    const { actor, clock, sends, api } = startReporter();
    for (let i = 0; i < 15; i++) actor.send({ type: 'REPORT', report: report(`e${i}`) });
    expect(api().queued).toBe(10);
    clock.increment(1000);
    expect(sends[0]?.map((r) => r.data.message)).toEqual(['e0', 'e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7', 'e8', 'e9']);
  });

  it('[ERR-006] sends at most 20 times per page', () => {
    const { actor, clock, sends, api } = startReporter();
    for (let i = 0; i < 30; i++) {
      actor.send({ type: 'REPORT', report: report(`e${i}`) });
      clock.increment(1000);
    }
    expect(sends).toHaveLength(20);
    expect(api()).toMatchObject({ sends: 20, sendsLeft: 0, exhausted: true });
  });

  it('[ERR-005] the machine awaits nothing: a send is an effect, the reporter is idle again at once', () => {
    const { actor, clock } = startReporter();
    actor.send({ type: 'REPORT', report: report('a') });
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

describe('traceLoggerMachine', () => {
  const event = (type: string): LogEvent => ({ pageUrl: 'https://example.com/', type, data: { n: 1 } });

  function startLogger() {
    const clock = new SimulatedClock();
    const actor = createActor(traceLoggerMachine, { clock });
    const sends: { events: LogEvent[]; unloading: boolean }[] = [];
    actor.on('send', ({ events, unloading }) => sends.push({ events, unloading }));
    actor.start();
    return { actor, clock, sends };
  }

  it('[ERR-009] a logger event has pageUrl, type and data', () => {
    const { actor, clock, sends } = startLogger();
    actor.send({ type: 'LOG', event: event('click') });
    clock.increment(30_000);
    expect(sends[0]?.events).toEqual([{ pageUrl: 'https://example.com/', type: 'click', data: { n: 1 } }]);
  });

  it('[ERR-010] the Trace payload field data holds the JSON list of log events', () => {
    expect(tracePayload([event('a'), event('b')])).toEqual({ data: JSON.stringify([event('a'), event('b')]) });
  });

  it('[ERR-011] log events are batched and sent at most every 30 s', () => {
    const { actor, clock, sends } = startLogger();
    actor.send({ type: 'LOG', event: event('a') });
    clock.increment(10_000);
    actor.send({ type: 'LOG', event: event('b') });
    clock.increment(19_999);
    expect(sends).toEqual([]);
    clock.increment(1);
    expect(sends.map((send) => send.events.map((e) => e.type))).toEqual([['a', 'b']]);
    actor.send({ type: 'LOG', event: event('c') });
    clock.increment(29_999);
    expect(sends).toHaveLength(1);
    clock.increment(1);
    expect(sends).toHaveLength(2);
  });

  it('[ERR-012] pending log events are sent on page unload, by a transport that survives it', () => {
    const { actor, sends } = startLogger();
    actor.send({ type: 'UNLOAD' });
    expect(sends).toEqual([]);
    actor.send({ type: 'LOG', event: event('a') });
    actor.send({ type: 'UNLOAD' });
    expect(sends).toEqual([{ events: [event('a')], unloading: true }]);
    expect(connectTraceLogger(actor.getSnapshot(), actor.send, keepProps)).toMatchObject({ pending: 0, batching: false });
  });
});

describe('query parameter helper', () => {
  it('reads a parameter of a valid URL', () => {
    expect(readQueryParam('https://example.com/?q=shoes', 'q', () => undefined)).toBe('shoes');
    expect(readQueryParam('https://example.com/', 'q', () => undefined)).toBeNull();
  });

  it('[ERR-021] an invalid URL is reported to error reporting, and gives null', () => {
    const reported: unknown[] = [];
    expect(readQueryParam('not a url', 'q', (error) => reported.push(error))).toBeNull();
    expect(reported).toHaveLength(1);
    expect(reported[0]).toBeInstanceOf(TypeError);
  });
});

describe('shared messages', () => {
  it('[ERR-022] a not-found error carries a path', () => {
    const error = new NotFoundError('/shop/missing');
    expect(error).toBeInstanceOf(Error);
    expect(error.path).toBe('/shop/missing');
  });

  it('[ERR-023] network and general messages', () => {
    expect([messages.NETWORK_ERROR, messages.NO_JOB_RESPONSE, messages.SOMETHING_WENT_WRONG, messages.UNABLE_TO_CONNECT]).toEqual([
      'Network error',
      'No response data from job request',
      'Something went wrong',
      'Unable to connect. Please try again',
    ]);
  });

  it('[ERR-024] file messages', () => {
    expect([messages.FILE_PROCESSING_FAILED, messages.FILE_PROCESSING_CANCELLED, messages.FILE_PROCESSING_INCOMPLETE, messages.FILE_UPLOAD_INCOMPLETE, messages.ERROR_UPLOADING]).toEqual([
      'File processing failed',
      'File processing cancelled',
      'File processing failed to complete',
      'File upload failed to complete',
      'Error uploading',
    ]);
    expect(messages.RENAME_FILE_FAILED).toEqual({ title: 'Unable to Rename File', message: 'There was a problem while renaming your file.' });
    expect(messages.UPLOAD_FILE_FAILED).toEqual({ title: 'Unable to Upload File', message: 'There was a problem while uploading your file.' });
  });

  it('[ERR-025] loading messages', () => {
    expect([
      messages.UNABLE_TO_LOAD_RESULTS,
      messages.UNABLE_TO_LOAD_TRY_AGAIN,
      messages.UNABLE_TO_LOCATE_CONTENT,
      messages.UNABLE_TO_LOAD_COLLECTIONS,
      messages.UNABLE_TO_LOAD_FONTS,
    ]).toEqual(['Unable to load results', 'Unable to load. Try again.', 'Unable to locate content', 'Unable to load collections', 'Unable to load fonts']);
    expect(messages.fontPreviewFailedMessage('Inter')).toBe('Unable to load preview for Inter');
  });

  it('[ERR-026] an upload of an unsupported type', () => {
    expect(messages.unsupportedFileMessage('cat.bmp', 'image ')).toBe('The file cat.bmp does not appear to be a supported image file.');
    expect(messages.unsupportedFileMessage('x.zzz', '')).toBe('The file x.zzz does not appear to be a supported file.');
  });

  it('[ERR-027] an upload that is too large', () => {
    expect(messages.fileTooLargeMessage('big.mov', '20 MB')).toBe('The file big.mov is too large. The maximum allowed file size is 20 MB.');
  });

  it('a placeholder without a value stays as written', () => {
    expect(messages.fillMessage('{a} and {b}', { a: '1' })).toBe('1 and {b}');
  });
});
