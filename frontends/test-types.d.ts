// Type-only: jest-dom matchers on `expect` from @jest/globals (the runtime import is in jest.setup.ts).
/// <reference types="@testing-library/jest-dom/jest-globals" />
