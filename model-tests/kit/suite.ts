import type { AnyStateMachine, EventObject, InspectionEvent } from 'xstate';
import { createCoverageRecorder, formatCoverage, type MachineCoverage } from './coverage.ts';
import type { ModelDriver } from './driver.ts';
import type { BehaviourModel } from './model.ts';
import { planPaths } from './paths.ts';
import { runPath } from './run.ts';

/** Builds a configuration's driver; `inspect` goes to every `createActor` so coverage is counted. */
export type MachineDriverFactory<TConfig, TEvent extends EventObject, TView> = (
  config: TConfig,
  inspect: (event: InspectionEvent) => void,
) => ModelDriver<TEvent, TView>;

export interface MachineModelOptions {
  /** Requirement IDs every test name cites, e.g. `'[BLK-001] [BLK-002]'`. */
  ids: string;
  /**
   * `'path'` (default): one test per planned path. `'config'`: one test per configuration that
   * walks all its paths, for models with hundreds of short paths (gallery, video).
   */
  testPer?: 'path' | 'config';
  /** Group each configuration's tests under its description (default true). */
  groupByConfig?: boolean;
}

/** One test of the suite, with no test library in it: `run` throws when it fails. */
export interface ModelTest {
  name: string;
  run(): Promise<void>;
}

export interface ModelTestGroup {
  /** The configuration's description, or null when the options ask for no grouping. */
  name: string | null;
  tests: ModelTest[];
}

/**
 * A machine model's whole suite, runner-neutral: the path tests by configuration, then the
 * coverage test, which must run last (it reads what the path tests took).
 */
export interface MachineModelSuite {
  name: string;
  groups: ModelTestGroup[];
  coverage: { name: string; report(): MachineCoverage; run(): void };
}

/**
 * Plans a machine model's suite for any test runner: each configuration's planned paths walked
 * with a fresh driver per configuration, and a coverage test that fails unless the paths took
 * every state and transition of the real machine. `describeMachineModel` (vitest) and
 * `runMachineModelSuite` (no runner) both read it; another renderer's runner can too.
 */
export function machineModelSuite<TConfig, TEvent extends EventObject, TView>(
  model: BehaviourModel<TConfig, TEvent, TView, AnyStateMachine>,
  createDriver: MachineDriverFactory<TConfig, TEvent, TView>,
  options: MachineModelOptions,
): MachineModelSuite {
  const recorder = createCoverageRecorder(model.machineName, model.machine);
  const groups = model.configs.map((config): ModelTestGroup => {
    const driver = createDriver(config, recorder.inspect);
    const paths = planPaths(model, config);
    const tests: ModelTest[] =
      options.testPer === 'config'
        ? [
            {
              name: `${options.ids} walks all ${paths.length} planned paths`,
              async run() {
                for (const path of paths) {
                  try {
                    await runPath(path, driver);
                  } catch (error) {
                    throw new Error(`path ${path.description}: ${(error as Error).message}`, { cause: error });
                  }
                }
              },
            },
          ]
        : paths.map((path) => ({ name: `${options.ids} ${path.description}`, run: () => runPath(path, driver) }));
    return { name: options.groupByConfig === false ? null : model.describeConfig(config), tests };
  });
  return {
    name: `${model.machineName} model (machine level)`,
    groups,
    coverage: {
      name: `reaches every state and takes every transition of ${model.machineName}`,
      report: () => recorder.report(),
      run() {
        const report = recorder.report();
        if (report.states.missing.length > 0) throw new Error(`states never reached: ${report.states.missing.join(', ')}`);
        if (report.transitions.missing.length > 0) throw new Error(`transitions never taken: ${report.transitions.missing.join(', ')}`);
        if (report.transitions.total === 0) throw new Error(`${model.machineName} has no transitions to take`);
      },
    },
  };
}

export interface ModelTestResult {
  name: string;
  error: Error | null;
}

/**
 * Runs a suite without any test library, in order, the coverage test last; resolves every
 * test's outcome and the coverage line (`formatCoverage`) so a renderer's own script can report.
 */
export async function runMachineModelSuite(suite: MachineModelSuite): Promise<{ results: ModelTestResult[]; coverage: string }> {
  const results: ModelTestResult[] = [];
  const attempt = async (name: string, run: () => Promise<void> | void) => {
    try {
      await run();
      results.push({ name, error: null });
    } catch (error) {
      results.push({ name, error: error instanceof Error ? error : new Error(String(error)) });
    }
  };
  for (const group of suite.groups) {
    for (const test of group.tests) await attempt(group.name ? `${group.name} > ${test.name}` : test.name, test.run);
  }
  await attempt(suite.coverage.name, suite.coverage.run);
  return { results, coverage: formatCoverage(suite.coverage.report()) };
}
