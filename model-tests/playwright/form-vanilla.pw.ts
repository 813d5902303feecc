import { defineFormModelSuite } from './form-suite.ts';

// The same model, driver and configurations on the plain-DOM contact form, which renders the same
// block from the same formMachine and connect and posts to the same backend.
defineFormModelSuite('plain DOM', '/vanilla/form');
