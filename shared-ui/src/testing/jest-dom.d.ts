// Types for the jest-dom matchers registered in shared-ui/test/setup-web.ts (the web Jest project).
/// <reference types="@testing-library/jest-dom" />
