import { sep } from 'node:path';
import type { Plugin } from 'vite';

/** react-router's production build, one module holding every export. */
const REACT_ROUTER_BUILD = ['', 'node_modules', 'react-router', 'dist', 'production', 'chunk-'].join(sep);

/**
 * Lets the bundler drop the parts of react-router the store does not use (data routers, framework
 * mode, Form, NavLink, …): its build assigns `X.displayName` at the top level and creates contexts and
 * forwardRef components without a pure annotation, and either keeps each such object, and all it
 * refers to, in the bundle. Display names are read only by React's developer tools.
 */
export function leanReactRouter(): Plugin {
  return {
    name: 'lean-react-router',
    apply: 'build',
    transform(code, id) {
      if (!id.includes(REACT_ROUTER_BUILD) || !id.endsWith('.mjs')) return null;
      const lean = code
        .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
        .replace(/^(var [\w$]+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm, '$1/* @__PURE__ */ $2');
      // Every line stays where it was, so the package's own source map still holds.
      return { code: lean, map: null };
    },
  };
}
