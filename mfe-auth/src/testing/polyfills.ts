// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time. Imported first
// by this remote's component tests.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
