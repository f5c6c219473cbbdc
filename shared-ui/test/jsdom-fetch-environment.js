// A jsdom test environment that behaves like a browser for network code:
// - fetch/Request/Headers/Response/AbortController come from Node (jsdom has no fetch), and relative
//   URLs resolve against the document URL as they would in a browser;
// - `__setDocumentUrl(url)` moves the document to another origin (e.g. a test server on 127.0.0.1),
//   so "same origin" code (apiFetch('/api/...'), socket.io at /hub) talks to that server;
// - the 'node' export condition, so socket.io's server and the `ws` package load their Node builds.
// Use per test file with the docblock `@jest-environment ./shared-ui/test/jsdom-fetch-environment.js`.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.customExportConditions = ['node', 'node-addons'];
    const win = this.global;
    const resolve = (input) => (typeof input === 'string' ? new URL(input, win.location.href).href : input);
    class BrowserLikeRequest extends Request {
      constructor(input, init) {
        super(resolve(input), init);
      }
    }
    win.fetch = (input, init) => fetch(resolve(input), init);
    win.Request = BrowserLikeRequest;
    win.Headers = Headers;
    win.Response = Response;
    win.AbortController = AbortController;
    win.AbortSignal = AbortSignal;
    win.TextEncoder = TextEncoder;
    win.TextDecoder = TextDecoder;
    win.__setDocumentUrl = (url) => this.dom.reconfigure({ url });
  }
}

module.exports = JsdomFetchEnvironment;
