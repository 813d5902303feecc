import { defineFormModelSuite } from './form-suite.ts';

defineFormModelSuite('React', '/demo/form');
