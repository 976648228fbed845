import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API lives at the same origin in production (the sandbox serves both); in development the
// dev server forwards API calls to the Prism mock (dev:mock) or a running sandbox (API_TARGET).
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:4010';
const proxy = {
  '/services': { target: apiTarget, changeOrigin: true },
  '/webruntime': { target: apiTarget, changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
  publicDir: 'fixtures/public',
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4174, strictPort: true, proxy },
  build: { outDir: 'dist', sourcemap: true },
});
