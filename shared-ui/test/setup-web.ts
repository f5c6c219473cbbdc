import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 5 s instead of 1 s: on a loaded 2-core CI machine a page backed by a real
// HTTP server can take longer than a second to leave its loading state (nothing here is a timing assertion).
configure({ asyncUtilTimeout: 5000 });

// A whole component test (typing, several round trips) gets 20 s: with findBy waiting up to 5 s, jest's own
// 5 s default would end a test that is merely slow on a loaded machine before any of its waits ran out.
jest.setTimeout(20_000);
